/* xattn tensor core: storage, tensors, views, errors, dtypes, memory, the random generator.
 *
 * Ownership rules (one owner per reference, like Torch7's TH):
 *   - every constructor is `int xa_<noun>_new...(xa_<noun> **out, ...)` (and so are the
 *     view, contiguous, convert and to_device functions below, and every op of vm/): on
 *     success it returns 0 and *out is an owned reference; contiguous returns t itself
 *     retained or a copy, so the caller always releases;
 *   - xa_tensor_retain adds a reference, xa_tensor_release drops one;
 *   - a tensor owns one reference to its storage; views share the storage.
 * Errors: functions that can fail return 0 on success and -1 on failure, after
 * setting a message readable with xa_errmsg(). They check arguments before
 * allocating, so a failed call leaks nothing and leaves its outputs untouched.
 * This is the bottom layer: nothing in tensor/ includes vm/, nn/, attention/ or lua/. */
#ifndef XA_TENSOR_H
#define XA_TENSOR_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>

#include "parallel.h"

#define XA_MAXDIM 8

typedef enum { XA_BOOL = 0, XA_INT64 = 1, XA_FLOAT32 = 2, XA_FLOAT64 = 3, XA_NDTYPE } xa_dtype;
typedef enum { XA_CPU = 0, XA_CUDA = 1, XA_NDEVICE } xa_devtype;

/* ---- errors ------------------------------------------------------------ */
int xa_err(const char *fmt, ...) __attribute__((format(printf, 1, 2))); /* sets message, returns -1 */
const char *xa_errmsg(void);
/* "(2,3)" into buf (at least XA_SHAPESTR bytes); returns buf */
#define XA_SHAPESTR 160
char *xa_shape_str(char *buf, int ndim, const int64_t *size);

/* ---- dtypes ------------------------------------------------------------ */
size_t xa_dtype_size(xa_dtype dt);
const char *xa_dtype_name(xa_dtype dt);
int xa_dtype_from_name(const char *name, xa_dtype *dt); /* "float32"/"float"/"int64"/... */
static inline bool xa_dtype_is_float(xa_dtype dt) { return dt == XA_FLOAT32 || dt == XA_FLOAT64; }
xa_dtype xa_dtype_promote(xa_dtype a, xa_dtype b); /* bool < int64 < float32 < float64 */
/* float -> int64, saturating (NaN -> 0): a plain cast of an out-of-range value is undefined */
static inline int64_t xa_sat_i64(double v) {
  return v != v ? 0 : v >= 0x1p63 ? INT64_MAX : v < -0x1p63 ? INT64_MIN : (int64_t)v;
}

/* ---- memory accounting and limits -------------------------------------- */
int64_t xa_mem_live(void);  /* bytes of live storage */
int64_t xa_mem_peak(void);
void xa_mem_reset_peak(void);
void xa_mem_set_limit(int64_t bytes); /* 0 = none */
int64_t xa_mem_limit(void);
/* blocks of freed storage kept for reuse (tensor/alloc.c) */
int64_t xa_mem_cached(void);
/* bytes of blocks of 64 KiB or more mapped now (live + cached), and the high-water mark
 * of the live ones; mapped stays under that mark plus max(1/4 of it, 32 MiB) */
int64_t xa_mem_mapped(void);
int64_t xa_mem_mapped_peak(void);
/* freed small blocks kept for reuse (part of xa_mem_cached) */
int64_t xa_mem_cached_small(void);
/* whether freed blocks and headers are kept for reuse at all: not under AddressSanitizer,
 * nor with XATTN_ALLOC=system in the environment (for valgrind) */
bool xa_mem_caching(void);
void xa_mem_empty_cache(void);
size_t xa_block_size(int64_t nbytes);
void *xa_block_alloc(size_t size, size_t *got); /* NULL when out of memory; *got >= size */
void xa_block_free(void *p, size_t size);
/* 64-byte aligned blocks in transparent huge pages where the kernel gives them, for data
 * read in full at every call (linear's packed weights); NULL when out of memory */
void *xa_huge_alloc(size_t n);
void xa_huge_free(void *p);
int64_t xa_huge_chunks(void); /* the chunks they are carved from (tests) */
/* glibc's main heap in transparent huge pages as it grows (tensor/alloc.c); cheap to call
 * often: the Lua binding calls it for each tensor it makes */
void xa_heap_huge(void);

/* ---- storage ----------------------------------------------------------- */
typedef struct xa_storage {
  int64_t refcount;
  int64_t nbytes;
  void *data;         /* 64-byte aligned, owned */
  xa_devtype device;  /* whose backend holds data (backend.h) */
  int64_t version;    /* bumped by every in-place write; autograd checks it */
  size_t alloc;       /* bytes of the block behind data (tensor/alloc.c) */
  /* a derived copy of the data kept with it (the packed weights of nn/linear_packed.c),
   * freed with aux_free when the storage goes; its owner checks version itself */
  void *aux;
  void (*aux_free)(void *aux);
} xa_storage;

/* nbytes of uninitialised memory on dev, through that device's backend (backend.h) */
int xa_storage_new(xa_storage **out, xa_devtype dev, int64_t nbytes);
void xa_storage_retain(xa_storage *s);
void xa_storage_release(xa_storage *s);

/* ---- tensors ----------------------------------------------------------- */
struct xa_autograd; /* autograd's data about a tensor: defined in vm/autograd.h */

typedef struct xa_tensor {
  int64_t refcount;
  xa_storage *storage;   /* owned reference */
  int64_t offset;        /* in elements */
  int ndim;
  xa_dtype dtype;
  int64_t size[XA_MAXDIM];
  int64_t stride[XA_MAXDIM]; /* in elements */
  struct xa_autograd *ag;    /* owned; NULL until the autograd layer (vm/) attaches its
                              * data; opaque here and freed through the release hook */
} xa_tensor;

/* The autograd layer installs the function that frees a tensor's `ag` when the tensor
 * dies (tensor/ calls up only through this pointer). */
void xa_tensor_set_autograd_release(void (*release)(struct xa_autograd *ag));

/* new contiguous tensor on the CPU, uninitialised; size may contain zeros (empty tensor) */
int xa_tensor_new(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size);
/* the same on a device (xa_backend_for(dev) must exist) */
int xa_tensor_new_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size);
/* ... filled with zeros, on the CPU / on t's device */
int xa_tensor_zeros(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size);
int xa_tensor_zeros_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim,
                       const int64_t *size);
/* a view: shares t's storage with new sizes/strides/offset (no checks: the caller
 * validated them); no autograd data */
int xa_tensor_view(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size,
                   const int64_t *stride, int64_t offset);
void xa_tensor_retain(xa_tensor *t);
void xa_tensor_release(xa_tensor *t);

int64_t xa_tensor_numel(const xa_tensor *t);
bool xa_tensor_is_contiguous(const xa_tensor *t);
static inline xa_devtype xa_tensor_device(const xa_tensor *t) { return t->storage->device; }
/* the address of t's first element (on t's device) */
static inline void *xa_tensor_data(const xa_tensor *t) {
  return (char *)t->storage->data + t->offset * (int64_t)xa_dtype_size(t->dtype);
}
char *xa_tensor_shape_str(char *buf, const xa_tensor *t);
bool xa_same_shape(const xa_tensor *a, const xa_tensor *b);
/* check that every size fits and the product does not overflow int64 */
int xa_check_sizes(const char *fn, int ndim, const int64_t *size);
void xa_contiguous_strides(int ndim, const int64_t *size, int64_t *stride);
/* broadcast two shapes (numpy rules); the error names fn and both shapes */
int xa_broadcast_shape(const char *fn, int na, const int64_t *sa, int nb, const int64_t *sb,
                       int *nout, int64_t *sout);
/* strides of t aligned to a broadcast shape: 0 on broadcast dims */
void xa_broadcast_strides(const xa_tensor *t, int ndim, const int64_t *size, int64_t *stride);
bool xa_broadcastable_to(const xa_tensor *t, int ndim, const int64_t *size);

/* element access on the CPU by flat (row-major) index, any layout; as double */
double xa_tensor_get_flat(const xa_tensor *t, int64_t i);
/* read/write one element at a multi-index */
double xa_tensor_get(const xa_tensor *t, const int64_t *idx);
void xa_tensor_set(xa_tensor *t, const int64_t *idx, double v);

/* ---- copies and conversions (tensor/copy.c), through the backends; no autograd ---- */
/* dst <- src: src broadcasts to dst's shape; any layouts, dtypes (converting) and devices */
int xa_tensor_copy(xa_tensor *dst, const xa_tensor *src);
int xa_tensor_fill(xa_tensor *t, double v);
/* t itself retained if contiguous, else a contiguous copy on t's device */
int xa_tensor_contiguous(xa_tensor **out, xa_tensor *t);
/* always a new tensor of dtype dt on t's device */
int xa_tensor_convert(xa_tensor **out, xa_tensor *t, xa_dtype dt);
/* t itself retained if on dev, else a copy there */
int xa_tensor_to_device(xa_tensor **out, xa_tensor *t, xa_devtype dev);

/* ---- the random generator (tensor/random.c) ---------------------------------------
 * One xoshiro256** generator seeded through splitmix64 drives every random kernel,
 * drawn in index order, so a seed gives the same numbers whatever the thread count. */
void xa_manual_seed(uint64_t seed);
uint64_t xa_rng_next(void);   /* 64 random bits */
double xa_rng_uniform(void);  /* [0, 1) with 53 bits */
/* the generator's whole state (xoshiro256** words), for exact resume; set refuses all-zero */
void xa_rng_get_state(uint64_t state[4]);
int xa_rng_set_state(const uint64_t state[4]);
/* Jumps. One xoshiro256** step is linear over GF(2): a 256 x 256 bit matrix M, kept as 256
 * columns of 4 words (column j: the image of the state with only bit j set, bit j being
 * bit j % 64 of word j / 64). xa_rng_power(k) is M^(2^k) (0 <= k < 64), built on first use
 * (8 KiB each, up to k); xa_rng_jump advances a state by q draws (popcount(q)
 * matrix products), so that a kernel can start each thread at its own range of the stream
 * and draw exactly what the serial loop would. Not thread-safe on first use of a k: call
 * from the thread that launches the work. */
const uint64_t (*xa_rng_power(int k))[4];
void xa_rng_jump(uint64_t state[4], uint64_t q);

/* ---- BLAS ------------------------------------------------------------- */
/* the BLAS in use: OpenBLAS's build string, and how it runs its threads
 * ("sequential", "pthread" or "openmp"; see the Makefile for why openmp is wanted) */
const char *xa_blas_config(void);
/* turns on or off the CPU's runs of two independent products side by side, one per thread,
 * on 2 threads (a layer's input and weight gradients; XATTN_GEMM_PAIR=0 starts it off):
 * for tests and benchmarks. Returns the previous setting. */
bool xa_gemm_pair_enable(bool on);
/* xattn's own float32 product (tensor/sgemm.c): 0 off (OpenBLAS for every product), 1 its
 * AVX-512 kernels (the default on Intel CPUs with AVX-512; asked where the CPU has none:
 * 0), 2 its generic kernels (any CPU; slow: tests); -1 only asks. Returns the mode before;
 * *count (when not NULL): the products it has taken so far in this process. */
int xa_sgemm_mode(int mode, int64_t *count);
const char *xa_blas_parallel(void);

#endif
