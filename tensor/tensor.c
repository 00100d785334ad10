/* Storage, tensors, errors, dtypes, memory accounting. */
#include "backend.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- errors ------------------------------------------------------------ */
static _Thread_local char errbuf[1024];

int xa_err(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(errbuf, sizeof errbuf, fmt, ap);
  va_end(ap);
  return -1;
}

const char *xa_errmsg(void) { return errbuf[0] ? errbuf : "unknown error"; }

char *xa_shape_str(char *buf, int ndim, const int64_t *size) {
  int n = 0;
  n += snprintf(buf + n, XA_SHAPESTR - n, "(");
  for (int d = 0; d < ndim && n < XA_SHAPESTR - 24; d++)
    n += snprintf(buf + n, XA_SHAPESTR - n, d ? ",%lld" : "%lld", (long long)size[d]);
  snprintf(buf + n, XA_SHAPESTR - n, ")");
  return buf;
}

char *xa_tensor_shape_str(char *buf, const xa_tensor *t) {
  return xa_shape_str(buf, t->ndim, t->size);
}

/* ---- dtypes ------------------------------------------------------------ */
static const size_t dtsize[XA_NDTYPE] = {1, 8, 4, 8};
static const char *dtname[XA_NDTYPE] = {"bool", "int64", "float32", "float64"};

size_t xa_dtype_size(xa_dtype dt) { return dtsize[dt]; }
const char *xa_dtype_name(xa_dtype dt) { return (unsigned)dt < XA_NDTYPE ? dtname[dt] : "?"; }

int xa_dtype_from_name(const char *s, xa_dtype *dt) {
  static const struct { const char *n; xa_dtype d; } names[] = {
    {"bool", XA_BOOL},       {"int64", XA_INT64},     {"long", XA_INT64},
    {"float32", XA_FLOAT32}, {"float", XA_FLOAT32},   {"float64", XA_FLOAT64},
    {"double", XA_FLOAT64},
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(s, names[i].n)) { *dt = names[i].d; return 0; }
  return xa_err("unknown dtype '%s' (expected bool, int64, float32 or float64)", s);
}

xa_dtype xa_dtype_promote(xa_dtype a, xa_dtype b) { return a > b ? a : b; }

/* ---- memory ------------------------------------------------------------ */
/* Counters are plain globals: the core is used from one Lua state at a time;
 * our OpenMP kernels never allocate inside parallel regions. */
static int64_t mem_live, mem_peak, mem_limit;

int64_t xa_mem_live(void) { return mem_live; }
int64_t xa_mem_peak(void) { return mem_peak; }
void xa_mem_reset_peak(void) { mem_peak = mem_live; }
void xa_mem_set_limit(int64_t bytes) { mem_limit = bytes > 0 ? bytes : 0; }
int64_t xa_mem_limit(void) { return mem_limit; }

/* Freed tensor and storage headers are kept on free lists (at most HDR_KEEP each) and
 * handed out again: decoding one token creates and frees a few hundred of each. Off
 * when xa_mem_caching() is (sanitizers, XATTN_ALLOC=system), so that use after free
 * stays visible to ASan and valgrind. */
#define HDR_KEEP 4096
typedef struct hfree { struct hfree *next; } hfree;
typedef struct { hfree *head; int n; } hlist;
static hlist free_tensors, free_storages;

static void *hdr_alloc(hlist *l, size_t size) {
  hfree *h = l->head;
  if (!h) return malloc(size);
  l->head = h->next;
  l->n--;
  return h;
}

static void hdr_free(hlist *l, void *p) {
  if (l->n >= HDR_KEEP || !xa_mem_caching()) { free(p); return; }
  hfree *h = p;
  h->next = l->head;
  l->head = h;
  l->n++;
}

int xa_storage_new(xa_storage **out, xa_devtype dev, int64_t nbytes) {
  const xa_backend *be = (unsigned)dev < XA_NDEVICE ? xa_backend_for(dev) : NULL;
  if (!be) return xa_err("device %s is not available in this build", xa_device_name(dev));
  if (nbytes < 0) return xa_err("negative storage size %lld", (long long)nbytes);
  if (nbytes > INT64_MAX - 64) /* the rounding below would overflow */
    return xa_err("out of memory: cannot allocate %lld bytes", (long long)nbytes);
  if (mem_limit && xa_mem_cached() > mem_limit - mem_live - nbytes) xa_mem_empty_cache();
  if (mem_limit && nbytes > mem_limit - mem_live)
    return xa_err("out of memory: allocating %lld bytes would exceed the memory limit of %lld "
                  "bytes (%lld in use)", (long long)nbytes, (long long)mem_limit,
                  (long long)mem_live);
  xa_storage *s = hdr_alloc(&free_storages, sizeof *s);
  if (!s) return xa_err("out of memory allocating a storage header");
  /* at least 64 bytes, so data is never NULL (tensor/alloc.c) */
  size_t got;
  void *p = be->alloc(xa_block_size(nbytes), &got);
  if (!p) {
    hdr_free(&free_storages, s);
    return xa_err("out of memory: cannot allocate %lld bytes on %s", (long long)nbytes,
                  be->name);
  }
  s->refcount = 1;
  s->nbytes = nbytes;
  s->data = p;
  s->device = dev;
  s->version = 0;
  s->alloc = got;
  s->aux = NULL;
  s->aux_free = NULL;
  mem_live += nbytes;
  if (mem_live > mem_peak) mem_peak = mem_live;
  *out = s;
  return 0;
}

void xa_storage_retain(xa_storage *s) { s->refcount++; }

void xa_storage_release(xa_storage *s) {
  if (!s || --s->refcount > 0) return;
  if (s->aux_free) s->aux_free(s->aux);
  mem_live -= s->nbytes;
  xa_backend_for(s->device)->free(s->data, s->alloc);
  hdr_free(&free_storages, s);
}

/* ---- broadcasting ------------------------------------------------------ */
int xa_broadcast_shape(const char *fn, int na, const int64_t *sa, int nb, const int64_t *sb,
                       int *nout, int64_t *sout) {
  int n = na > nb ? na : nb;
  for (int d = 0; d < n; d++) {
    int da = d - (n - na), db = d - (n - nb);
    int64_t a = da >= 0 ? sa[da] : 1, b = db >= 0 ? sb[db] : 1;
    if (a != b && a != 1 && b != 1) {
      char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
      return xa_err("%s: shapes %s and %s cannot be broadcast (dim %d: %lld vs %lld)", fn,
                    xa_shape_str(s1, na, sa), xa_shape_str(s2, nb, sb), d + 1, (long long)a,
                    (long long)b);
    }
    sout[d] = a == 1 ? b : a;
  }
  *nout = n;
  return 0;
}

bool xa_broadcastable_to(const xa_tensor *t, int ndim, const int64_t *size) {
  if (t->ndim > ndim) return false;
  for (int d = 0; d < t->ndim; d++) {
    int64_t s = t->size[d], o = size[d + ndim - t->ndim];
    if (s != o && s != 1) return false;
  }
  return true;
}

void xa_broadcast_strides(const xa_tensor *t, int ndim, const int64_t *size, int64_t *stride) {
  int lead = ndim - t->ndim;
  for (int d = 0; d < ndim; d++) {
    int td = d - lead;
    stride[d] = (td < 0 || (t->size[td] == 1 && size[d] != 1)) ? 0 : t->stride[td];
  }
}

/* ---- tensors ----------------------------------------------------------- */
void xa_contiguous_strides(int ndim, const int64_t *size, int64_t *stride) {
  int64_t st = 1;
  for (int d = ndim - 1; d >= 0; d--) {
    stride[d] = st;
    int64_t k = size[d] > 0 ? size[d] : 1;
    /* only an empty tensor with absurd other sizes gets here past xa_check_sizes; its
     * strides are never used to address memory: saturate instead of overflowing */
    st = st > INT64_MAX / k ? INT64_MAX : st * k;
  }
}

int xa_check_sizes(const char *fn, int ndim, const int64_t *size) {
  if (ndim < 0 || ndim > XA_MAXDIM)
    return xa_err("%s: %d dimensions requested; at most %d are supported", fn, ndim, XA_MAXDIM);
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) {
    if (size[d] < 0)
      return xa_err("%s: negative size %lld at dimension %d", fn, (long long)size[d], d + 1);
    /* sizes of 0 count as 1 here: the strides of an empty tensor must fit too */
    if (size[d] > 0 && n > INT64_MAX / 8 / size[d])
      return xa_err("%s: tensor of that shape is too large", fn);
    if (size[d] > 0) n *= size[d];
  }
  return 0;
}

int xa_tensor_new_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim,
                     const int64_t *size) {
  if (xa_check_sizes("tensor", ndim, size)) return -1;
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) n *= size[d];
  xa_tensor *t = hdr_alloc(&free_tensors, sizeof *t);
  if (!t) return xa_err("out of memory allocating a tensor header");
  memset(t, 0, sizeof *t);
  if (xa_storage_new(&t->storage, dev, n * (int64_t)xa_dtype_size(dt))) {
    hdr_free(&free_tensors, t);
    return -1;
  }
  t->refcount = 1;
  t->dtype = dt;
  t->ndim = ndim;
  for (int d = 0; d < ndim; d++) t->size[d] = size[d];
  xa_contiguous_strides(ndim, size, t->stride);
  *out = t;
  return 0;
}

int xa_tensor_new(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size) {
  return xa_tensor_new_on(out, XA_CPU, dt, ndim, size);
}

int xa_tensor_zeros_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim,
                       const int64_t *size) {
  if (xa_tensor_new_on(out, dev, dt, ndim, size)) return -1;
  if (dev == XA_CPU) memset((*out)->storage->data, 0, (size_t)(*out)->storage->nbytes);
  else xa_tensor_fill(*out, 0);
  return 0;
}

int xa_tensor_zeros(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size) {
  return xa_tensor_zeros_on(out, XA_CPU, dt, ndim, size);
}

int xa_tensor_view(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size,
                   const int64_t *stride, int64_t offset) {
  xa_tensor *v = hdr_alloc(&free_tensors, sizeof *v);
  if (!v) return xa_err("out of memory allocating a tensor header");
  memset(v, 0, sizeof *v);
  v->refcount = 1;
  v->storage = t->storage;
  xa_storage_retain(t->storage);
  v->dtype = t->dtype;
  v->ndim = ndim;
  v->offset = offset;
  for (int d = 0; d < ndim; d++) { v->size[d] = size[d]; v->stride[d] = stride[d]; }
  *out = v;
  return 0;
}

void xa_tensor_retain(xa_tensor *t) { if (t) t->refcount++; }

static void (*autograd_release)(struct xa_autograd *ag);

void xa_tensor_set_autograd_release(void (*release)(struct xa_autograd *ag)) {
  autograd_release = release;
}

void xa_tensor_release(xa_tensor *t) {
  if (!t || --t->refcount > 0) return;
  xa_storage_release(t->storage);
  if (t->ag) autograd_release(t->ag); /* only the autograd layer attaches one */
  hdr_free(&free_tensors, t);
}

int64_t xa_tensor_numel(const xa_tensor *t) {
  int64_t n = 1;
  for (int d = 0; d < t->ndim; d++) n *= t->size[d];
  return n;
}

bool xa_tensor_is_contiguous(const xa_tensor *t) {
  int64_t st = 1;
  for (int d = t->ndim - 1; d >= 0; d--) {
    if (t->size[d] == 1) continue;
    if (t->size[d] == 0) return true;
    if (t->stride[d] != st) return false;
    st *= t->size[d];
  }
  return true;
}

bool xa_same_shape(const xa_tensor *a, const xa_tensor *b) {
  if (a->ndim != b->ndim) return false;
  for (int d = 0; d < a->ndim; d++)
    if (a->size[d] != b->size[d]) return false;
  return true;
}

static double load_as_double(const void *base, xa_dtype dt, int64_t off) {
  switch (dt) {
  case XA_BOOL: return ((const uint8_t *)base)[off];
  case XA_INT64: return (double)((const int64_t *)base)[off];
  case XA_FLOAT32: return ((const float *)base)[off];
  default: return ((const double *)base)[off];
  }
}

double xa_tensor_get_flat(const xa_tensor *t, int64_t i) {
  int64_t off = t->offset;
  for (int d = t->ndim - 1; d >= 0; d--) {
    int64_t sz = t->size[d];
    off += (i % sz) * t->stride[d];
    i /= sz;
  }
  return load_as_double(t->storage->data, t->dtype, off);
}

double xa_tensor_get(const xa_tensor *t, const int64_t *idx) {
  int64_t off = t->offset;
  for (int d = 0; d < t->ndim; d++) off += idx[d] * t->stride[d];
  return load_as_double(t->storage->data, t->dtype, off);
}

void xa_tensor_set(xa_tensor *t, const int64_t *idx, double v) {
  int64_t off = t->offset;
  for (int d = 0; d < t->ndim; d++) off += idx[d] * t->stride[d];
  void *base = t->storage->data;
  switch (t->dtype) {
  case XA_BOOL: ((uint8_t *)base)[off] = v != 0; break;
  case XA_INT64: ((int64_t *)base)[off] = xa_sat_i64(v); break;
  case XA_FLOAT32: ((float *)base)[off] = (float)v; break;
  default: ((double *)base)[off] = v; break;
  }
  t->storage->version++;
}
