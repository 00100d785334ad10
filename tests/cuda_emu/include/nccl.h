/* the emulated NCCL (tests/cuda_emu/cuda_emu_nccl.h) */
#include "../cuda_emu_nccl.h"
