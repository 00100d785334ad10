/* the emulated CUDA headers (tests/cuda_emu/cuda_emu.h) */
#include "../cuda_emu.h"
