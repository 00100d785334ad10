/* linear: out (..., out) = x (..., in) · Wᵀ + b, with W (out, in) as in torch.nn.Linear.
 *
 * Forward: the leading dims of x are folded into rows (a view when they merge into one
 * evenly spaced row dim, else one contiguous copy); on the CPU, float32 products that
 * xattn's own GEMM takes (tensor/sgemm.c) add the bias (and take linear_relu's ReLU) in its
 * write-back; others have the output rows pre-filled with the bias and a single gemm adds
 * x · Wᵀ onto them (beta = 1); on CUDA (nn/linear.cu) cuBLASLt adds the bias in the
 * product's epilogue.
 * Backward (g (rows, out) contiguous):
 *   dx (rows, in) = g · W        one gemm
 *   dW (out, in)  = gᵀ · x       one gemm over all rows (no per-batch partial sums)
 *   db (out)      = sum_r g[r]   column sums in double, parallel over column blocks
 * Every operand goes to BLAS as it lies when BLAS can read it (row-major or transposed
 * with a leading dimension); W as a transposed view (Wt:t() of an (in, out) matrix)
 * costs no copy. The op is the same on every device; a device's kernels are its table
 * (xa_linear_kernels, nn/linear.h). */
#include "../tensor/hot.h"
#include "../tensor/fastmath.h"
#include "linear.h"
#include "../tensor/cpu.h" /* xa_blas_layout */

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* a rows x cols matrix at p with strides (rs, cs), as BLAS sees it */
typedef struct {
  const void *p;
  bool trans; /* stored transposed: element (i, j) at j * ld + i */
  int64_t ld;
} bmat;

/* the common stride of x's rows when its leading dims (all but the last) merge into
 * one evenly spaced dim (0 when there is at most one row, or for an expanded dim, which
 * blas_layout then refuses); -1 when they do not merge */
static int64_t folded_row_stride(const xa_tensor *x) {
  int64_t stride = 0, expect = 0;
  bool found = false;
  for (int d = x->ndim - 2; d >= 0; d--) {
    if (x->size[d] == 1) continue;
    if (!found) { found = true; stride = x->stride[d]; expect = stride * x->size[d]; continue; }
    if (x->stride[d] != expect) return -1;
    expect *= x->size[d];
  }
  return stride;
}

/* x viewed as a (rows, cols) BLAS matrix: *keep is x retained or a contiguous copy */
static int rows_matrix(xa_tensor *x, int64_t rows, int64_t cols, xa_tensor **keep, bmat *m) {
  int64_t rs = folded_row_stride(x), cs = x->ndim ? x->stride[x->ndim - 1] : 1;
  if (rs >= 0 && xa_blas_layout(rows, cols, rs, cs, &m->trans, &m->ld)) {
    xa_tensor_retain(x);
    *keep = x;
  } else {
    if (xa_tensor_contiguous(keep, x)) return -1;
    m->trans = false;
    m->ld = cols > 1 ? cols : 1;
  }
  m->p = xa_tensor_data(*keep);
  return 0;
}

/* W (out, in) as a BLAS matrix; *keep is W retained or a contiguous copy */
static int weight_matrix(xa_tensor *w, xa_tensor **keep, bmat *m) {
  if (xa_blas_layout(w->size[0], w->size[1], w->stride[0], w->stride[1], &m->trans, &m->ld)) {
    xa_tensor_retain(w);
    *keep = w;
  } else {
    if (xa_tensor_contiguous(keep, w)) return -1;
    m->trans = false;
    m->ld = w->size[1] > 1 ? w->size[1] : 1;
  }
  m->p = xa_tensor_data(*keep);
  return 0;
}

/* C (n, m) row-major with ldc = op(A) (n, k) · op(B) (k, m) + beta C */
static void gemm(xa_dtype dt, bool ta, bool tb, int64_t n, int64_t m, int64_t k,
                 const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
                 int64_t ldc) {
  xa_gemm(dt, ta, tb, n, m, k, 1.0, A, lda, B, ldb, beta, C, ldc);
}

/* linear_act's activations */
enum { ACT_NONE, ACT_RELU, ACT_TANH };

/* db (cols) = (add ? db : 0) + column sums of g (rows, cols) contiguous, in double.
 * The work is tiles of DB_BLOCK columns by DB_ROWS rows: a tile's partial sums (in row
 * order) go to a slot of their own, and the slots of a column are added in tile order, so
 * the bits depend on the sizes alone, never on the thread count. Tiles over rows as well as
 * columns so that a bias of 256 (one column block) is not summed by one thread while the
 * other waits (it was 1.6% of the main thread's time in a bench-small train step, 0.7% of
 * the other's). Range functions of xa_parallel_for, so that they have their AVX2 clones
 * (an omp-for body outlined by GCC has none). */
#define DB_BLOCK 256
#define DB_ROWS 512
typedef struct {
  void *db; const void *g; double *part; int64_t rows, cols, nchunk; bool add;
  const void *y; void *gy; /* with y: the sums are of gy = the activation's gradient */
  int act;                  /* ACT_RELU: gy = (y > 0 ? g : 0); ACT_TANH: gy = g (1 - y y) */
} colsum_args;
#define COLSUM(NAME, FIN, T)                                                              \
  XA_HOT static void NAME(void *ctx, int64_t b0, int64_t b1, int t) {                    \
    const colsum_args *A = ctx;                                                         \
    const T *g = A->g;                                                                  \
    int64_t rows = A->rows, cols = A->cols;                                             \
    for (int64_t it = b0; it < b1; it++) { /* tile it: column block, then row chunk */  \
      int64_t blk = it / A->nchunk, ch = it % A->nchunk;                                \
      int64_t j0 = blk * DB_BLOCK, j1 = j0 + DB_BLOCK < cols ? j0 + DB_BLOCK : cols;    \
      int64_t r0 = ch * DB_ROWS, r1 = r0 + DB_ROWS < rows ? r0 + DB_ROWS : rows;        \
      double *acc = A->part + ch * cols; /* slot (ch, j) */                             \
      for (int64_t j = j0; j < j1; j++) acc[j] = 0;                                     \
      if (A->y) { /* the activation's gradient on the way (linear_act's backward),    \
                   * the expressions of the unary ops' gradients */                      \
        const T *y = A->y;                                                              \
        T *gy = A->gy;                                                                  \
        for (int64_t r = r0; r < r1; r++) {                                             \
          const T *row = g + r * cols, *yr = y + r * cols;                              \
          T *out = gy + r * cols;                                                       \
          if (A->act == ACT_RELU) {                                                     \
            _Pragma("omp simd")                                                         \
            for (int64_t j = j0; j < j1; j++) out[j] = yr[j] > 0 ? row[j] : 0;          \
          } else {                                                                      \
            _Pragma("omp simd")                                                         \
            for (int64_t j = j0; j < j1; j++) out[j] = row[j] * (1 - yr[j] * yr[j]);    \
          }                                                                             \
          _Pragma("omp simd")                                                           \
          for (int64_t j = j0; j < j1; j++) acc[j] += (double)out[j];                   \
        }                                                                               \
      } else {                                                                          \
        for (int64_t r = r0; r < r1; r++) {                                             \
          const T *row = g + r * cols;                                                  \
          _Pragma("omp simd")                                                           \
          for (int64_t j = j0; j < j1; j++) acc[j] += (double)row[j];                   \
        }                                                                               \
      }                                                                                 \
    }                                                                                   \
  }                                                                                     \
  XA_HOT static void FIN(void *ctx, int64_t c0, int64_t c1, int t) {                     \
    const colsum_args *A = ctx;                                                         \
    T *db = A->db;                                                                      \
    for (int64_t j = c0; j < c1; j++) {                                                 \
      double p = 0;                                                                     \
      for (int64_t ch = 0; ch < A->nchunk; ch++) p += A->part[ch * A->cols + j];        \
      db[j] = A->add ? db[j] + (T)p : (T)p; /* the sum rounded, then added */           \
    }                                                                                   \
  }
COLSUM(colsum_f, colsum_fin_f, float)
COLSUM(colsum_d, colsum_fin_d, double)

/* y, gy: the activation act's gradient too, gy from g and the activation's output y (gy
 * may be g), summed into db (when db is not NULL): one pass over g for both */
static int colsum_act(xa_dtype dt, void *db, const void *g, int64_t rows, int64_t cols, bool add,
                      const void *y, void *gy, int act) {
  if (cols == 0) return 0;
  int64_t nchunk = rows > 0 ? (rows + DB_ROWS - 1) / DB_ROWS : 1;
  double *part = malloc((size_t)(nchunk * cols) * sizeof *part);
  if (!part) return xa_err("linear: out of memory for the bias gradient's partial sums");
  colsum_args A = {db, g, part, rows, cols, nchunk, add, y, gy, act};
  if (rows == 0) memset(part, 0, (size_t)cols * sizeof *part);
  else
    xa_parallel_for(((cols + DB_BLOCK - 1) / DB_BLOCK) * nchunk, rows * cols,
                    dt == XA_FLOAT32 ? colsum_f : colsum_d, &A);
  if (db) xa_parallel_for(cols, cols * nchunk, dt == XA_FLOAT32 ? colsum_fin_f : colsum_fin_d, &A);
  free(part);
  return 0;
}

static int colsum(xa_dtype dt, void *db, const void *g, int64_t rows, int64_t cols, bool add) {
  return colsum_act(dt, db, g, rows, cols, add, NULL, NULL, ACT_NONE);
}

/* ---- the CPU's kernels ------------------------------------------------------------ */
/* y = x Wᵀ + b, and y = max(y, 0) as well when relu and the product is xattn's own (float32
 * products large enough, tensor/sgemm.c): it adds the bias and takes the ReLU in its
 * write-back, one pass over y instead of three (the bias rows' fill, the product over
 * them, the ReLU's: 8 MB each for the FFN's hidden layer of a bench-small batch). Returns
 * whether the ReLU was taken (else the caller's pass). */
static bool forward_relu(xa_dtype dt, void *y, const void *x, bool tx, int64_t ldx,
                         const void *w, bool tw, int64_t ldw, const void *b, int64_t rows,
                         int64_t in, int64_t out, bool relu) {
  size_t es = xa_dtype_size(dt);
  if (rows == 0 || out == 0) return false;
  if (dt == XA_FLOAT32 && xa_sgemm_ex(tx, !tw, rows, out, in, 1.f, x, ldx, w, ldw, 0.f, y, out,
                                      b, relu))
    return relu;
  if (b) {
    /* the bias rows on the threads, then the gemm adds into them (beta = 1): one pass over
     * y. Serial, the copy was 3.3% of the main thread's time in a bench-small train step
     * with the second core waiting (OpenBLAS's threads are OpenMP's, so no pool is left
     * spinning against the other) */
    xa_cpu_fill_rows(y, b, rows, (size_t)out * es);
  }
  if (in > 0) /* y (rows, out) = x (rows, in) · Wᵀ (in, out) [+ bias rows] */
    gemm(dt, tx, !tw, rows, out, in, x, ldx, w, ldw, b ? 1.0 : 0.0, y, out);
  else if (!b)
    memset(y, 0, (size_t)(rows * out) * es);
  return false;
}

static int cpu_forward(xa_dtype dt, void *y, const void *x, bool tx, int64_t ldx, const void *w,
                       bool tw, int64_t ldw, const void *b, int64_t rows, int64_t in,
                       int64_t out) {
  forward_relu(dt, y, x, tx, ldx, w, tw, ldw, b, rows, in, out, false);
  return 0;
}

static int cpu_backward(xa_dtype dt, void *dx, void *dw, void *db, unsigned acc, const void *g,
                        const void *x, bool tx, int64_t ldx, const void *w, bool tw,
                        int64_t ldw, int64_t rows, int64_t in, int64_t out) {
  size_t es = xa_dtype_size(dt);
  bool work = rows > 0 && in > 0 && out > 0;
  double bx = (acc & XA_ACC_DX) ? 1.0 : 0.0;
  if (dx && dw && work) { /* the two products side by side (equal work) */
    xa_gemm_job jx = {false, tw, rows, in, out, g, out, w, ldw, bx, dx, in};
    double bw = (acc & XA_ACC_DW) ? 1.0 : 0.0;
    xa_gemm_job jw = {true, tx, out, in, rows, g, out, x, ldx, bw, dw, in};
    xa_gemm_pair(dt, &jx, &jw);
    dx = dw = NULL;
  }
  if (dx) { /* dx (rows, in) (+)= g (rows, out) · W (out, in) */
    if (work) gemm(dt, false, tw, rows, in, out, g, out, w, ldw, bx, dx, in);
    else if (!bx) memset(dx, 0, (size_t)(rows * in) * es);
  }
  if (dw) { /* dW (out, in) (+)= gᵀ (out, rows) · x (rows, in) */
    bool add = acc & XA_ACC_DW;
    if (work) gemm(dt, true, tx, out, in, rows, g, out, x, ldx, add ? 1.0 : 0.0, dw, in);
    else if (!add) memset(dw, 0, (size_t)(out * in) * es);
  }
  if (db) return colsum(dt, db, g, rows, out, acc & XA_ACC_DB);
  return 0;
}

const xa_linear_kernels xa_linear_cpu = {cpu_forward, cpu_backward};

/* ---- the op ------------------------------------------------------------------------ */
/* saved: 0 x as BLAS reads it (x or a contiguous copy), 1 W likewise */
typedef struct {
  int64_t rows, in, out;   /* x as (rows, in), W (out, in) */
  bool tx, tw;             /* x's and W's BLAS transpositions */
  int64_t ldx, ldw;        /* and leading dims */
  bool bias;
  int act;                 /* ACT_*: linear_act; saved 2 is then the output */
} linear_params;

static int bw_linear(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = n->saved[0], *w = n->saved[1];
  xa_devtype dev = xa_tensor_device(x);
  const xa_linear_kernels *k = xa_kernels_for("linear", dev, "linear", &xa_linear_cpu);
  if (!k) return -1;
  const linear_params *p = &XA_PARAMS(n, linear_params);
  xa_dtype dt = x->dtype;
  xa_tensor *gc = NULL, *gsrc = NULL, *dx = NULL, *dw = NULL, *db = NULL, *sb = NULL;
  /* gc: the gradient the products read; with an activation (linear_act) gsrc is g as read
   * and gc the activation's gradient, written into g itself when only the engine holds it
   * (as the unary op's gradient) or into our own contiguous copy of it, else into a new
   * tensor */
  bool own = g->refcount == 1 && g->storage->refcount == 1;
  int rc = xa_tensor_contiguous(p->act ? &gsrc : &gc, g);
  if (!rc && p->act) {
    if ((own || gsrc != g) && gsrc->storage != n->saved[2]->storage) {
      xa_tensor_retain(gsrc);
      gc = gsrc;
    } else {
      rc = xa_tensor_new_on(&gc, dev, dt, g->ndim, g->size);
    }
  }
  if (rc) { xa_tensor_release(gsrc); return -1; }
  /* b's gradient straight into its .grad when it is a leaf that has one (training with an
   * optimizer): the column sums rounded, then added, as the engine would add them. W's is
   * not: with beta = 1 the product would add its blocks of rows into .grad one by one, in
   * another order than .grad + (the whole sum), and gradients accumulated over batches
   * (update_freq) would no longer have the bits of ranks' gradients added by an allreduce */
  xa_tensor *ops[] = {gc, x, w, gsrc};
  if (p->bias && xa_needs_grad(n, 2)) sb = xa_grad_sink(n, 2, ops, 4);
  /* x's gradient added by the product (beta = 1) into the sum the engine holds for it, on
   * the CPU (an input read by several products: a self-attention's x) */
  xa_tensor *sx = dev == XA_CPU && xa_needs_grad(n, 0) ? xa_grad_sink_pending(n, 0, ops, 4) : NULL;
  if (xa_needs_grad(n, 0) && !sx) rc = xa_tensor_new_on(&dx, dev, dt, n->in[0].ndim, n->in[0].size);
  if (!rc && xa_needs_grad(n, 1))
    rc = xa_tensor_new_on(&dw, dev, dt, n->in[1].ndim, n->in[1].size);
  if (!rc && p->bias && xa_needs_grad(n, 2) && !sb) rc = xa_tensor_new_on(&db, dev, dt, 1, &p->out);
  xa_tensor *tb = sb ? sb : db;
  if (!rc && p->act) {
    /* gc = the activation's gradient and its column sums (b's gradient) in one pass (CPU
     * only: linear_act is the composition on other devices) */
    rc = colsum_act(dt, tb ? xa_tensor_data(tb) : NULL, xa_tensor_data(gsrc), p->rows, p->out,
                    sb != NULL, xa_tensor_data(n->saved[2]), xa_tensor_data(gc), p->act);
    tb = NULL;
  }
  xa_tensor *tx = sx ? sx : dx;
  if (!rc)
    rc = k->backward(dt, tx ? xa_tensor_data(tx) : NULL, dw ? xa_tensor_data(dw) : NULL,
                     tb ? xa_tensor_data(tb) : NULL, (sb && tb ? XA_ACC_DB : 0) | (sx ? XA_ACC_DX : 0),
                     xa_tensor_data(gc), xa_tensor_data(x), p->tx, p->ldx, xa_tensor_data(w),
                     p->tw, p->ldw, p->rows, p->in, p->out);
  xa_tensor_release(gc);
  xa_tensor_release(gsrc);
  if (sb) xa_grad_sink_done(sb); /* written, or partly written on failure */
  if (rc) { xa_tensor_release(dx); xa_tensor_release(dw); xa_tensor_release(db); return -1; }
  gin[0] = dx; gin[1] = dw; gin[2] = db;
  return 0;
}

/* y = act(y) in place over n elements, on the threads: xattn.relu's and xattn.tanh's
 * expressions (tanh in float: the vectorisable tensor/fastmath.h one, as the unary op) */
typedef struct { void *y; xa_dtype dt; int act; } act_args;
XA_HOT512 static void act_range(void *ctx, int64_t i0, int64_t i1, int t) {
  (void)t;
  const act_args *A = ctx;
  if (A->dt == XA_FLOAT32) {
    float *y = A->y;
    if (A->act == ACT_RELU) {
      _Pragma("omp simd")
      for (int64_t i = i0; i < i1; i++) y[i] = y[i] > 0 ? y[i] : 0;
    } else {
      _Pragma("omp simd")
      for (int64_t i = i0; i < i1; i++) y[i] = fast_tanhf(y[i]);
    }
  } else {
    double *y = A->y;
    if (A->act == ACT_RELU) {
      _Pragma("omp simd")
      for (int64_t i = i0; i < i1; i++) y[i] = y[i] > 0 ? y[i] : 0;
    } else {
      for (int64_t i = i0; i < i1; i++) y[i] = tanh(y[i]);
    }
  }
}

static const char *const act_names[] = {"linear", "linear_relu", "linear_tanh"};

static int linear_op(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b, int act) {
  const char *name = act_names[act];
  if (xa_check_devices(name, 3, (xa_tensor *[]){x, w, b})) return -1;
  /* the shapes are formatted only for a message: linear runs hundreds of times a step */
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
  const char *bs = "none";
#define BS() (bs = b ? xa_tensor_shape_str(s3, b) : "none")
  if (x->ndim < 1 || w->ndim != 2 || (b && b->ndim != 1))
    return BS(), xa_err("%s: expected x (..., in) with at least 1 dim, weight (out, in) and bias "
                  "(out), got shapes %s, %s and %s", name, xa_tensor_shape_str(s1, x),
                  xa_tensor_shape_str(s2, w), bs);
  if (!xa_dtype_is_float(x->dtype) || w->dtype != x->dtype || (b && b->dtype != x->dtype))
    return BS(), xa_err("%s: x, weight and bias must share one float dtype, got %s %s, %s %s "
                  "and %s %s", name, xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, x),
                  xa_dtype_name(w->dtype), xa_tensor_shape_str(s2, w),
                  b ? xa_dtype_name(b->dtype) : "no", b ? bs : "bias");
  int64_t in = w->size[1], nout = w->size[0];
  if (x->size[x->ndim - 1] != in)
    return BS(), xa_err("%s: x %s has %lld features in its last dim but weight %s expects %lld "
                  "(weight is (out, in))", name, xa_tensor_shape_str(s1, x),
                  (long long)x->size[x->ndim - 1], xa_tensor_shape_str(s2, w), (long long)in);
  if (b && b->size[0] != nout)
    return BS(), xa_err("%s: bias %s does not match the %lld outputs of weight %s (x %s)", name, bs,
                  (long long)nout, xa_tensor_shape_str(s2, w), xa_tensor_shape_str(s1, x));
#undef BS
  (void)bs;
  xa_devtype dev = xa_tensor_device(x);
  const xa_linear_kernels *k = xa_kernels_for("linear", dev, "linear", &xa_linear_cpu);
  if (!k) return -1;
  int64_t rows = 1, osize[XA_MAXDIM];
  for (int d = 0; d < x->ndim - 1; d++) { rows *= x->size[d]; osize[d] = x->size[d]; }
  osize[x->ndim - 1] = nout;
  if (rows > INT_MAX || in > INT_MAX || nout > INT_MAX)
    return xa_err("%s: shapes x %s and weight %s have a dimension too large for BLAS "
                  "(over %d)", name, xa_tensor_shape_str(s1, x), xa_tensor_shape_str(s2, w), INT_MAX);

  xa_dtype dt = x->dtype;
  xa_tensor *xk = NULL, *wk = NULL, *bc = NULL, *o = NULL;
  bmat mx = {0}, mw = {0};
  int rc = rows_matrix(x, rows, in, &xk, &mx);
  /* decoding and evaluation on the CPU: W packed once and kept (nn/linear_packed.c) */
  bool packed = !rc && dev == XA_CPU && !mx.trans && xa_linear_packed_wanted(w, rows, in, nout);
  if (!rc && !packed) rc = weight_matrix(w, &wk, &mw);
  if (!rc && b) rc = xa_tensor_contiguous(&bc, b);
  if (!rc) rc = xa_tensor_new_on(&o, dev, dt, x->ndim, osize);
  bool fused = false; /* the activation taken by the product's write-back */
  if (!rc && packed)
    rc = xa_linear_packed(w, xa_tensor_data(o), mx.p, mx.ld, bc ? xa_tensor_data(bc) : NULL,
                          rows);
  else if (!rc && act == ACT_RELU) /* (an activation here is the CPU's: linear_act) */
    fused = forward_relu(dt, xa_tensor_data(o), mx.p, mx.trans, mx.ld, mw.p, mw.trans, mw.ld,
                         bc ? xa_tensor_data(bc) : NULL, rows, in, nout, true);
  else if (!rc)
    rc = k->forward(dt, xa_tensor_data(o), mx.p, mx.trans, mx.ld, mw.p, mw.trans, mw.ld,
                    bc ? xa_tensor_data(bc) : NULL, rows, in, nout);
  if (rc) goto fail;
  if (act && !fused) { /* in place, while the product's last rows are still in the caches */
    act_args R = {xa_tensor_data(o), dt, act};
    int64_t numel = rows * nout;
    xa_parallel_for(numel, act == ACT_TANH ? numel * 8 : numel, act_range, &R);
  }
  xa_node *n;
  if (xa_record(&o, name, bw_linear, 3, (xa_tensor *[]){x, w, b}, &n)) goto fail;
  if (n) {
    xa_node_save(n, xk);
    xa_node_save(n, wk);
    if (act && xa_node_save_output(n, o)) goto fail;
    XA_PARAMS(n, linear_params) = (linear_params){rows, in, nout, mx.trans, mw.trans, mx.ld,
                                                  mw.ld, b != NULL, act};
  }
  xa_tensor_release(xk);
  xa_tensor_release(wk);
  xa_tensor_release(bc);
  *out = o;
  return 0;
fail:
  xa_tensor_release(xk);
  xa_tensor_release(wk);
  xa_tensor_release(bc);
  xa_tensor_release(o);
  return -1;
}

int xa_linear(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b) {
  return linear_op(out, x, w, b, ACT_NONE);
}

/* fused on the CPU; elsewhere the composition (the devices' kernel tables have no
 * activations); operands on different devices get linear_op's message, under act's name */
static int linear_act(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b, int act) {
  if (xa_tensor_device(x) == XA_CPU || xa_check_devices(act_names[act], 3, (xa_tensor *[]){x, w, b}))
    return linear_op(out, x, w, b, act);
  xa_tensor *y;
  if (linear_op(&y, x, w, b, ACT_NONE)) return -1;
  int rc = xa_unary(out, act == ACT_RELU ? XA_RELU : XA_TANH, y);
  xa_tensor_release(y);
  return rc;
}

int xa_linear_relu(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b) {
  return linear_act(out, x, w, b, ACT_RELU);
}

int xa_linear_tanh(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b) {
  return linear_act(out, x, w, b, ACT_TANH);
}

/* ---- several weights, one x ---------------------------------------------------------- */
/* whether linear(x, w, b) may take the packed path (the checks xa_linear makes, and the
 * path's own); rows is x's row count */
static bool packable(xa_tensor *x, xa_tensor *w, xa_tensor *b, int64_t rows) {
  int64_t in = x->size[x->ndim - 1];
  return w->ndim == 2 && w->dtype == XA_FLOAT32 && xa_tensor_device(w) == XA_CPU &&
         w->size[1] == in &&
         (!b || (b->ndim == 1 && b->dtype == XA_FLOAT32 && xa_tensor_device(b) == XA_CPU &&
                 b->size[0] == w->size[0])) &&
         xa_linear_packed_wanted(w, rows, in, w->size[0]);
}

int xa_linear_many(int n, xa_tensor **out, xa_tensor *x, xa_tensor *const *w,
                   xa_tensor *const *b) {
  if (n < 1 || n > XA_LINEAR_MANY)
    return xa_err("linear_many: takes 1 to %d weights, got %d", XA_LINEAR_MANY, n);
  xa_tensor *o[XA_LINEAR_MANY] = {0}, *bc[XA_LINEAR_MANY] = {0}, *xk = NULL;
  bool packed = xa_tensor_device(x) == XA_CPU && x->dtype == XA_FLOAT32 && x->ndim >= 1;
  int64_t rows = 1, osize[XA_MAXDIM];
  for (int d = 0; packed && d < x->ndim - 1; d++) { rows *= x->size[d]; osize[d] = x->size[d]; }
  for (int i = 0; packed && i < n; i++) packed = packable(x, w[i], b[i], rows);
  bmat mx = {0};
  int64_t in = packed ? x->size[x->ndim - 1] : 0;
  if (packed) {
    if (rows_matrix(x, rows, in, &xk, &mx)) return -1;
    if (mx.trans) { xa_tensor_release(xk); xk = NULL; packed = false; }
  }
  int rc = 0;
  if (!packed) { /* one linear each, which also says what is wrong */
    for (int i = 0; i < n && !rc; i++) rc = xa_linear(&o[i], x, w[i], b[i]);
  } else {
    float *ys[XA_LINEAR_MANY];
    const float *bs[XA_LINEAR_MANY];
    for (int i = 0; i < n && !rc; i++) {
      osize[x->ndim - 1] = w[i]->size[0];
      if (b[i]) rc = xa_tensor_contiguous(&bc[i], b[i]);
      if (!rc) rc = xa_tensor_new_on(&o[i], XA_CPU, XA_FLOAT32, x->ndim, osize);
      if (!rc) { ys[i] = xa_tensor_data(o[i]); bs[i] = bc[i] ? xa_tensor_data(bc[i]) : NULL; }
    }
    if (!rc) rc = xa_linear_packed_many(n, w, ys, mx.p, mx.ld, bs, rows);
  }
  xa_tensor_release(xk);
  for (int i = 0; i < n; i++) {
    xa_tensor_release(bc[i]);
    if (rc) xa_tensor_release(o[i]);
    else out[i] = o[i];
  }
  return rc;
}

/* ---- the output layer's log-probabilities ------------------------------------------- */
/* the composition's message under this op's name */
static int lsm_fail(void) {
  char msg[512];
  snprintf(msg, sizeof msg, "%s", xa_errmsg());
  const char *m = msg;
  if (!strncmp(m, "linear: ", 8)) m += 8;
  else if (!strncmp(m, "log_softmax: ", 13)) m += 13;
  return xa_err("linear_log_softmax: %s", m);
}

int xa_linear_log_softmax(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b) {
  if (xa_check_devices("linear_log_softmax", 3, (xa_tensor *[]){x, w, b})) return -1;
  bool packed = xa_tensor_device(x) == XA_CPU && x->dtype == XA_FLOAT32 && x->ndim >= 1;
  int64_t rows = 1, osize[XA_MAXDIM];
  for (int d = 0; packed && d < x->ndim - 1; d++) { rows *= x->size[d]; osize[d] = x->size[d]; }
  packed = packed && packable(x, w, b, rows);
  if (packed) {
    int64_t in = x->size[x->ndim - 1];
    osize[x->ndim - 1] = w->size[0];
    xa_tensor *xk = NULL, *bc = NULL, *o = NULL;
    bmat mx = {0};
    int rc = rows_matrix(x, rows, in, &xk, &mx);
    if (!rc && !mx.trans) {
      if (b) rc = xa_tensor_contiguous(&bc, b);
      if (!rc) rc = xa_tensor_new_on(&o, XA_CPU, XA_FLOAT32, x->ndim, osize);
      if (!rc) rc = xa_linear_packed_log_softmax(w, xa_tensor_data(o), mx.p, mx.ld,
                                                 bc ? xa_tensor_data(bc) : NULL, rows);
      xa_tensor_release(xk);
      xa_tensor_release(bc);
      if (rc) { xa_tensor_release(o); return -1; }
      *out = o;
      return 0;
    }
    xa_tensor_release(xk);
    if (rc) return -1;
  }
  xa_tensor *y;
  if (xa_linear(&y, x, w, b)) return lsm_fail();
  int rc = xa_log_softmax(out, y, y->ndim - 1);
  xa_tensor_release(y);
  return rc ? lsm_fail() : 0;
}
