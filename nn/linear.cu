/* The linear layer's CUDA table (nn/linear.h): the products of tensor/cuda/matmul.cu, cuBLAS
 * with cuBLASLt's bias epilogue for float32. */
#include "cuda.h"

extern "C" {

const xa_linear_kernels xa_linear_cuda = {xa_cuda_linear, xa_cuda_linear_backward};

int xa_linear_cuda_register(void) { return xa_kernels_register(XA_CUDA, "linear", &xa_linear_cuda); }

} // extern "C"
