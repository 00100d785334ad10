/* The backend registry and the CPU table (see backend.h). */
#include "backend.h"
#include "cpu.h"

#include <string.h>

static void cpu_copy_bytes(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }

const xa_backend xa_backend_cpu = {
  .name = "cpu",
  .device = XA_CPU,
  .alloc = xa_block_alloc,
  .free = xa_block_free,
  .to_host = cpu_copy_bytes,
  .from_host = cpu_copy_bytes,
  .empty_cache = xa_mem_empty_cache,
  .copy = xa_cpu_copy,
  .fill = xa_cpu_fill,
  .binary = xa_cpu_binary,
  .unary = xa_cpu_unary,
  .unary_grad = xa_cpu_unary_grad,
  .affine = xa_cpu_affine,
  .pow_scalar = xa_cpu_pow_scalar,
  .clamp = xa_cpu_clamp,
  .clamp_grad = xa_cpu_clamp_grad,
  .where = xa_cpu_where,
  .masked_fill = xa_cpu_masked_fill,
  .reduce = xa_cpu_reduce,
  .rowop = xa_cpu_rowop,
  .topk = xa_cpu_topk,
  .reduce_grad = xa_cpu_reduce_grad,
  .sum_to = xa_cpu_sum_to,
  .matmul = xa_cpu_matmul,
  .tri = xa_cpu_tri,
  .index_find_bad = xa_cpu_index_find_bad,
  .gather = xa_cpu_gather,
  .scatter_add = xa_cpu_scatter_add,
  .index_select = xa_cpu_index_select,
  .index_add = xa_cpu_index_add,
  .cat = xa_cpu_cat,
  .stack = xa_cpu_stack,
  .uniform = xa_cpu_uniform,
  .normal = xa_cpu_normal,
  .randint = xa_cpu_randint,
  .keep_mask = xa_cpu_keep_mask,
};

const xa_backend *xa_backends[XA_NDEVICE] = {[XA_CPU] = &xa_backend_cpu};

static const char *const device_names[XA_NDEVICE] = {"cpu", "cuda"};

const char *xa_device_name(xa_devtype dev) {
  return (unsigned)dev < XA_NDEVICE ? device_names[dev] : "?";
}

int xa_device_from_name(const char *name, xa_devtype *dev) {
  for (int d = 0; d < XA_NDEVICE; d++)
    if (name && !strcmp(name, device_names[d])) { *dev = (xa_devtype)d; return 0; }
  return xa_err("unknown device '%s' (expected cpu or cuda)", name ? name : "?");
}

int xa_backend_register(const xa_backend *b) {
  if (!b || (unsigned)b->device >= XA_NDEVICE)
    return xa_err("backend_register: a table for an unknown device");
  xa_backends[b->device] = b;
  return 0;
}

/* ---- kernel tables of the layers above ---------------------------------------------- */
#define MAX_KERNEL_TABLES 64
static struct { xa_devtype dev; const char *name; const void *table; } ktabs[MAX_KERNEL_TABLES];
static int nktabs;

int xa_kernels_register(xa_devtype dev, const char *name, const void *table) {
  for (int i = 0; i < nktabs; i++)
    if (ktabs[i].dev == dev && !strcmp(ktabs[i].name, name)) { ktabs[i].table = table; return 0; }
  if (nktabs == MAX_KERNEL_TABLES)
    return xa_err("kernels_register: more than %d kernel tables", MAX_KERNEL_TABLES);
  ktabs[nktabs].dev = dev;
  ktabs[nktabs].name = name;
  ktabs[nktabs].table = table;
  nktabs++;
  return 0;
}

const void *xa_kernels_find(xa_devtype dev, const char *name) {
  for (int i = 0; i < nktabs; i++)
    if (ktabs[i].dev == dev && !strcmp(ktabs[i].name, name)) return ktabs[i].table;
  return NULL;
}

const void *xa_kernels_for(const char *fn, xa_devtype dev, const char *name, const void *cpu) {
  const void *t = nktabs ? xa_kernels_find(dev, name) : NULL;
  if (t) return t;
  if (dev == XA_CPU) return cpu;
  xa_err("%s: not available on %s (no %s kernels for that device)", fn, xa_device_name(dev),
         name);
  return NULL;
}

int xa_require_cpu(const char *fn, const xa_tensor *t) {
  if (xa_tensor_device(t) == XA_CPU) return 0;
  return xa_err("%s: not available on %s (CPU only)", fn, xa_device_name(xa_tensor_device(t)));
}
