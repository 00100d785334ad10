/* Dropout's kernel table on the device (nn/dropout.h): out = x * mask * scale is tensor/cuda's
 * xa_cuda_dropout_apply (the mask itself is the backend's keep_mask, drawn on the device
 * with the CPU's values for a seed). */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

extern "C" {

static void table_dropout_apply(xa_tensor *out, const xa_tensor *x, const xa_tensor *mask, double scale) {
  if (xa_cuda_dropout_apply(out, (xa_tensor *)x, (xa_tensor *)mask, scale)) xa_cuda_defer_error();
}

const xa_dropout_kernels xa_dropout_cuda = {table_dropout_apply};

int xa_dropout_cuda_register(void) { return xa_kernels_register(XA_CUDA, "dropout", &xa_dropout_cuda); }

} // extern "C"
