/* The CUDA emulator: fibers, the block scheduler, the runtime API on host memory, deferred
 * streams, events, and cuBLAS/cuBLASLt on OpenBLAS. See cuda_emu.h for what it models. */
#include "cuda_emu.h"

#include <cblas.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdarg>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define EMU_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMU_ASAN 1
#endif
#endif
#ifdef EMU_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

extern "C" {
extern char __start_cuda_emu_shared[] __attribute__((weak));
extern char __stop_cuda_emu_shared[] __attribute__((weak));
}

namespace cuda_emu {

/* ---- random order ---------------------------------------------------------------- */
static uint64_t g_seed, g_rng;
static bool g_seeded;

static void init_seed() {
  if (g_seeded) return;
  g_seeded = true;
  const char *e = getenv("CUDA_EMU_SEED");
  if (e && !strcmp(e, "random")) g_seed = (uint64_t)time(nullptr) ^ ((uint64_t)getpid() << 32);
  else if (e && *e) g_seed = strtoull(e, nullptr, 0);
  else g_seed = 1;
  g_rng = g_seed;
}

static uint64_t rnd() {
  uint64_t z = (g_rng += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t seed() { init_seed(); return g_seed; }
void set_seed(uint64_t s) { g_seeded = true; g_seed = s; g_rng = s; }

/* ---- errors ---------------------------------------------------------------------- */
static cudaError_t g_last = cudaSuccess, g_sticky = cudaSuccess;
static std::string g_failure;
static bool g_quiet;

static cudaError_t set_err(cudaError_t e) {
  if (e != cudaSuccess) g_last = e;
  return e;
}
const char *last_failure() { return g_failure.c_str(); }
void clear_error() { g_sticky = g_last = cudaSuccess; g_failure.clear(); }
void set_quiet(bool q) { g_quiet = q; }

/* a failure of device code: sticky, like a fault on a real device */
static void failure(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void failure(const char *fmt, ...) {
  char buf[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (g_failure.empty()) g_failure = buf;
  g_sticky = g_last = cudaErrorLaunchFailure;
  if (!g_quiet)
    fprintf(stderr, "cuda_emu: %s [reproduce with CUDA_EMU_SEED=%llu]\n", buf,
            (unsigned long long)seed());
}

/* ---- device memory ----------------------------------------------------------------- */
static std::map<uintptr_t, size_t> g_allocs;
static size_t g_allocated, g_capacity;
static bool g_cap_set;

static size_t capacity() {
  if (!g_cap_set) {
    g_cap_set = true;
    const char *e = getenv("CUDA_EMU_MEM");
    g_capacity = e && *e ? (size_t)strtoull(e, nullptr, 0) : ((size_t)16 << 30);
  }
  return g_capacity;
}
void set_capacity(size_t b) { g_cap_set = true; g_capacity = b; }
size_t allocated() { return g_allocated; }
size_t live_allocations() { return g_allocs.size(); }

static int ndevices() {
  const char *e = getenv("CUDA_EMU_DEVICES");
  return e && *e ? atoi(e) : 1;
}

/* the allocation holding [p, p + n) (n = 0: p may be one past the end), or end() */
static std::map<uintptr_t, size_t>::iterator find_alloc(const void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  auto it = g_allocs.upper_bound(a);
  if (it == g_allocs.begin()) return g_allocs.end();
  --it;
  if (a >= it->first && a + n <= it->first + it->second && (n > 0 || a <= it->first + it->second))
    return it;
  return g_allocs.end();
}
bool is_device_pointer(const void *p) { return find_alloc(p, 0) != g_allocs.end(); }
bool is_device_range(const void *p, size_t n) {
  return n == 0 ? (p == nullptr || is_device_pointer(p)) : find_alloc(p, n) != g_allocs.end();
}

/* ---- streams ------------------------------------------------------------------------ */
} // namespace cuda_emu

struct CUstream_st {
  unsigned flags = 0;
  /* queued work: an item returns true when it has finished, false when it waits for
   * something outside this process (the emulated NCCL's reductions) and must be asked again */
  std::deque<std::function<bool()>> q;
  uint64_t enqueued = 0, executed = 0;
};
struct CUevent_st {
  cudaStream_t s = nullptr;
  uint64_t seq = 0;
  bool recorded = false, timing = true, done_time = false;
  double ms = 0;
};

namespace cuda_emu {
static std::vector<cudaStream_t> g_streams;

static double now_ms() {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void nap() {
  struct timespec ts = {0, 20000};
  nanosleep(&ts, nullptr);
}

/* runs s's work up to item `upto`; an item that has not finished is asked again (after a
 * nap) when wait is set, else left at the front for the next drain */
static void drain(cudaStream_t s, uint64_t upto, bool wait = true) {
  while (s->executed < upto && !s->q.empty()) {
    std::function<bool()> f = std::move(s->q.front());
    s->q.pop_front();
    if (!f()) {
      s->q.push_front(std::move(f));
      if (!wait) return;
      nap();
      continue;
    }
    s->executed++;
  }
}
void drain_all() {
  for (size_t i = 0; i < g_streams.size(); i++) drain(g_streams[i], UINT64_MAX);
}
static bool known_stream(cudaStream_t s) {
  return !s || std::find(g_streams.begin(), g_streams.end(), s) != g_streams.end();
}

/* work on stream s: the legacy default stream (null) first waits for every blocking
 * stream and runs at once; other streams queue it until someone waits */
static void submit_poll(cudaStream_t s, std::function<bool()> f) {
  if (!s) {
    for (size_t i = 0; i < g_streams.size(); i++)
      if (!(g_streams[i]->flags & cudaStreamNonBlocking)) drain(g_streams[i], UINT64_MAX);
    while (!f()) nap();
    return;
  }
  s->q.push_back(std::move(f));
  s->enqueued++;
}
static void submit(cudaStream_t s, std::function<void()> f) {
  submit_poll(s, [f = std::move(f)]() { f(); return true; });
}

cudaError_t host_poll(cudaStream_t s, bool (*poll)(void *data), void *data) {
  if (!poll || !known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  if (g_sticky != cudaSuccess) return set_err(g_sticky);
  submit_poll(s, [poll, data]() { return poll(data); });
  return cudaSuccess;
}

/* ---- fibers ------------------------------------------------------------------------- */
enum { F_READY, F_BARRIER, F_WARP, F_DONE };

struct Fiber {
  void *sp = nullptr;
  char *stack = nullptr;
  size_t size = 0;
  void *fake = nullptr;
  int state = F_READY;
  int index = 0;
  uint3 tid{0, 0, 0};
  int bkind = 0, bpred = 0, bresult = 0, bline = 0;
  const char *bfile = nullptr;
  int wop = 0, warg = 0, wwidth = 32, wline = 0;
  unsigned wmask = 0;
  uint64_t wval = 0, wres = 0;
  const char *wfile = nullptr;
#if !defined(__x86_64__)
  ucontext_t uc;
#endif
};

/* kept for the process's life (not destroyed at exit, so leak checkers see the fibers) */
static std::vector<Fiber *> &g_pool = *new std::vector<Fiber *>;
static Fiber *g_self;
static void *g_sched_sp;
#if !defined(__x86_64__)
static ucontext_t g_sched_uc;
#endif
static const void *g_main_bottom;
static size_t g_main_size;
static entry_fn g_entry;
static void *g_args;
static bool g_failed, g_in_kernel;
static long long g_switches;
long long switches() { return g_switches; }

#ifdef EMU_ASAN
#define STACK_SIZE ((size_t)512 << 10)
#else
#define STACK_SIZE ((size_t)128 << 10)
#endif

} // namespace cuda_emu

#if defined(__x86_64__)
/* cuda_emu_switch(void **save, void *to): saves the callee-saved registers, the SSE and
 * x87 control words on the current stack, stores its pointer in *save, and resumes the
 * stack `to` prepared the same way. A new fiber's stack returns into the trampoline,
 * which calls r13(r12) and never returns. */
extern "C" void cuda_emu_switch(void **save, void *to);
extern "C" void cuda_emu_trampoline(void);
__asm__(R"(
  .pushsection .text
  .globl cuda_emu_switch
  .type cuda_emu_switch,@function
cuda_emu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size cuda_emu_switch,.-cuda_emu_switch
  .globl cuda_emu_trampoline
  .type cuda_emu_trampoline,@function
cuda_emu_trampoline:
  movq %r12, %rdi
  callq *%r13
  ud2
  .size cuda_emu_trampoline,.-cuda_emu_trampoline
  .popsection
)");
#endif

namespace cuda_emu {

static void fiber_main(Fiber *f);

static void asan_start(void **fake, const void *bottom, size_t size) {
#ifdef EMU_ASAN
  __sanitizer_start_switch_fiber(fake, bottom, size);
#else
  (void)fake; (void)bottom; (void)size;
#endif
}
static void asan_finish(void *fake, const void **bottom, size_t *size) {
#ifdef EMU_ASAN
  __sanitizer_finish_switch_fiber(fake, bottom, size);
#else
  (void)fake; (void)bottom; (void)size;
#endif
}

static Fiber *new_fiber() {
  Fiber *f = new Fiber;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  char *m = (char *)mmap(nullptr, STACK_SIZE + page, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    fprintf(stderr, "cuda_emu: cannot map a fiber stack\n");
    abort();
  }
  mprotect(m, page, PROT_NONE); /* a guard page: an overflow faults instead of corrupting */
  f->stack = m + page;
  f->size = STACK_SIZE;
  return f;
}

/* a fresh start of f at fiber_main */
static void prepare(Fiber *f) {
#if defined(__x86_64__)
  uintptr_t top = ((uintptr_t)(f->stack + f->size)) & ~(uintptr_t)15;
  uint64_t *sp = (uint64_t *)(top - 64);
  sp[0] = 0x1F80ull | (0x037Full << 32); /* mxcsr, x87 control word */
  sp[1] = 0;                             /* r15 */
  sp[2] = 0;                             /* r14 */
  sp[3] = (uint64_t)(uintptr_t)&fiber_main; /* r13 */
  sp[4] = (uint64_t)(uintptr_t)f;        /* r12 */
  sp[5] = 0;                             /* rbx */
  sp[6] = 0;                             /* rbp */
  sp[7] = (uint64_t)(uintptr_t)&cuda_emu_trampoline;
  f->sp = sp;
#else
  getcontext(&f->uc);
  f->uc.uc_stack.ss_sp = f->stack;
  f->uc.uc_stack.ss_size = f->size;
  f->uc.uc_link = nullptr;
  makecontext(&f->uc, (void (*)())fiber_main, 1, f);
#endif
}

static void resume(Fiber *f) {
  g_self = f;
  g_thread_idx = f->tid;
  g_switches++;
  void *fake = nullptr;
  asan_start(&fake, f->stack, f->size);
#if defined(__x86_64__)
  cuda_emu_switch(&g_sched_sp, f->sp);
#else
  swapcontext(&g_sched_uc, &f->uc);
#endif
  asan_finish(fake, nullptr, nullptr);
  g_self = nullptr;
}

/* back to the scheduler; returns when resumed */
static void yield(Fiber *f) {
  asan_start(&f->fake, g_main_bottom, g_main_size);
#if defined(__x86_64__)
  cuda_emu_switch(&f->sp, g_sched_sp);
#else
  swapcontext(&f->uc, &g_sched_uc);
#endif
  asan_finish(f->fake, &g_main_bottom, &g_main_size);
}

static void fiber_main(Fiber *f) {
  asan_finish(nullptr, &g_main_bottom, &g_main_size);
  g_entry(g_args);
  f->state = F_DONE;
  asan_start(nullptr, g_main_bottom, g_main_size); /* this stack's frames are finished */
#if defined(__x86_64__)
  cuda_emu_switch(&f->sp, g_sched_sp);
#else
  swapcontext(&f->uc, &g_sched_uc);
#endif
  abort(); /* never resumed */
}

/* ---- the running launch --------------------------------------------------------------- */
struct Launch {
  std::string name;
  dim3 grid, block;
  size_t smem;
};
static const Launch *g_launch;
static int g_nthreads;
static std::vector<char> g_dyn;

void *dynamic_shared() { return g_dyn.data(); }

static std::string where() {
  char buf[256];
  snprintf(buf, sizeof buf, "kernel %s, block (%u,%u,%u)", g_launch ? g_launch->name.c_str() : "?",
           g_block_idx.x, g_block_idx.y, g_block_idx.z);
  return buf;
}

static Fiber *self_or_die(const char *what) {
  if (!g_self) {
    fprintf(stderr, "cuda_emu: %s called outside a kernel\n", what);
    abort();
  }
  return g_self;
}

int barrier(int kind, int pred, const char *file, int line) {
  Fiber *f = self_or_die("__syncthreads");
  f->state = F_BARRIER;
  f->bkind = kind;
  f->bpred = pred;
  f->bfile = file;
  f->bline = line;
  yield(f);
  return f->bresult;
}

static const char *wop_name(int op) {
  static const char *n[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
                            "__ballot_sync", "__any_sync", "__all_sync", "__syncwarp"};
  return n[op];
}

uint64_t warp_op(int op, unsigned mask, uint64_t value, int arg, int width, const char *file,
                 int line) {
  Fiber *f = self_or_die(wop_name(op));
  f->state = F_WARP;
  f->wop = op;
  f->wmask = mask;
  f->wval = value;
  f->warg = arg;
  f->wwidth = width;
  f->wfile = file;
  f->wline = line;
  yield(f);
  return f->wres;
}

unsigned active_mask() {
  Fiber *f = self_or_die("__activemask");
  int w0 = f->index / 32 * 32;
  unsigned m = 0;
  for (int l = 0; l < 32 && w0 + l < g_nthreads; l++)
    if (g_pool[w0 + l]->state != F_DONE) m |= 1u << l;
  return m;
}

static std::string tdesc(const Fiber *f) {
  char buf[320];
  if (f->state == F_BARRIER)
    snprintf(buf, sizeof buf, "thread (%u,%u,%u) at __syncthreads %s:%d", f->tid.x, f->tid.y,
             f->tid.z, f->bfile, f->bline);
  else if (f->state == F_WARP)
    snprintf(buf, sizeof buf, "thread (%u,%u,%u) at %s(mask 0x%08x) %s:%d", f->tid.x, f->tid.y,
             f->tid.z, wop_name(f->wop), f->wmask, f->wfile, f->wline);
  else
    snprintf(buf, sizeof buf, "thread (%u,%u,%u) %s", f->tid.x, f->tid.y, f->tid.z,
             f->state == F_DONE ? "exited" : "ready");
  return buf;
}

/* the lanes of fiber i's warp operation; returns how many were released (0: still
 * waiting); -1 after a failure */
static int try_warp(int i, std::vector<int> &ready) {
  Fiber *f = g_pool[i];
  int w0 = i / 32 * 32, lane = i % 32;
  unsigned M = f->wmask;
  if (!(M >> lane & 1u)) {
    failure("%s: %s: the calling lane %d is not in the mask 0x%08x", where().c_str(),
            tdesc(f).c_str(), lane, M);
    return -1;
  }
  int width = f->wwidth;
  if (f->wop <= W_XOR && (width < 1 || width > 32 || (width & (width - 1)))) {
    failure("%s: %s: width %d is not a power of two in [1, 32]", where().c_str(), tdesc(f).c_str(),
            width);
    return -1;
  }
  for (int l = 0; l < 32; l++) {
    if (!(M >> l & 1u)) continue;
    if (w0 + l >= g_nthreads) {
      failure("%s: %s: mask 0x%08x names lane %d, which does not exist (the block has %d threads)",
              where().c_str(), tdesc(f).c_str(), M, l, g_nthreads);
      return -1;
    }
    Fiber *o = g_pool[w0 + l];
    if (o->state == F_DONE) {
      failure("%s: %s: lane %d of the mask has exited", where().c_str(), tdesc(f).c_str(), l);
      return -1;
    }
    if (o->state != F_WARP) return 0; /* not there yet */
    if (o->wmask != M || o->wop != f->wop || (o->wop <= W_XOR && o->wwidth != width)) {
      failure("%s: lanes disagree in one warp operation: %s; %s", where().c_str(),
              tdesc(f).c_str(), tdesc(o).c_str());
      return -1;
    }
  }
  /* everyone is there: exchange */
  unsigned ballot = 0;
  for (int l = 0; l < 32; l++)
    if (M >> l & 1u && g_pool[w0 + l]->wval) ballot |= 1u << l;
  int released = 0;
  for (int l = 0; l < 32; l++) {
    if (!(M >> l & 1u)) continue;
    Fiber *o = g_pool[w0 + l];
    int src = l, seg = l / width * width;
    switch (o->wop) {
    case W_SHFL: src = seg + (o->warg & (width - 1)); break;
    case W_UP: src = (l - seg) >= o->warg ? l - o->warg : l; break;
    case W_DOWN: src = (l - seg) + o->warg < width ? l + o->warg : l; break;
    case W_XOR: src = l ^ o->warg; if (src >= seg + width || src < 0 || src > 31) src = l; break;
    default: break;
    }
    if (o->wop <= W_XOR) {
      if (!(M >> src & 1u)) {
        failure("%s: %s reads lane %d, which is not in the mask", where().c_str(), tdesc(o).c_str(),
                src);
        return -1;
      }
      o->wres = g_pool[w0 + src]->wval;
    } else if (o->wop == W_BALLOT) {
      o->wres = ballot;
    } else if (o->wop == W_ANY) {
      o->wres = ballot != 0;
    } else if (o->wop == W_ALL) {
      o->wres = ballot == M;
    }
  }
  for (int l = 0; l < 32; l++) {
    if (!(M >> l & 1u)) continue;
    g_pool[w0 + l]->state = F_READY;
    ready.push_back(w0 + l);
    released++;
  }
  return released;
}

static void poison_shared() {
  uintptr_t a = (uintptr_t)__start_cuda_emu_shared, b = (uintptr_t)__stop_cuda_emu_shared;
  if (a && b > a) memset(__start_cuda_emu_shared, 0xff, (size_t)(b - a));
  if (!g_dyn.empty()) memset(g_dyn.data(), 0xff, g_dyn.size());
}

/* runs one block; false after a failure */
static bool run_block(const Launch &L) {
  int n = (int)(L.block.x * L.block.y * L.block.z);
  g_nthreads = n;
  while ((int)g_pool.size() < n) g_pool.push_back(new_fiber());
  std::vector<int> ready;
  ready.reserve((size_t)n);
  for (int i = 0; i < n; i++) {
    Fiber *f = g_pool[i];
    prepare(f);
    f->state = F_READY;
    f->index = i;
    f->tid = uint3{(unsigned)i % L.block.x, (unsigned)i / L.block.x % L.block.y,
                   (unsigned)i / (L.block.x * L.block.y)};
    f->fake = nullptr;
    ready.push_back(i);
  }
  poison_shared();
  /* the order: half the blocks pick a random ready thread each time; the others run the
   * warps by a random priority (a ready thread of the highest warp first), which lets a
   * warp race ahead of the others through its warp operations, as hardware may */
  bool by_warp = rnd() & 1;
  int nw = (n + 31) / 32;
  std::vector<int> wprio((size_t)nw);
  for (int w = 0; w < nw; w++) wprio[w] = w;
  for (int w = nw; w > 1; w--) std::swap(wprio[w - 1], wprio[rnd() % w]);
  int done = 0, at_bar = 0, at_warp = 0;
  while (done < n) {
    if (ready.empty()) {
      if (at_bar > 0 && at_bar + done == n) {
        Fiber *first = nullptr;
        for (int i = 0; i < n; i++)
          if (g_pool[i]->state == F_BARRIER) { first = g_pool[i]; break; }
        if (done > 0) {
          Fiber *ex = nullptr;
          for (int i = 0; i < n && !ex; i++)
            if (g_pool[i]->state == F_DONE) ex = g_pool[i];
          failure("%s: barrier divergence: %d threads wait at __syncthreads %s:%d but %d have "
                  "exited (e.g. %s)", where().c_str(), at_bar, first->bfile, first->bline, done,
                  tdesc(ex).c_str());
          return false;
        }
        int cnt = 0;
        for (int i = 0; i < n; i++) {
          Fiber *f = g_pool[i];
          if (f->bline != first->bline || strcmp(f->bfile, first->bfile) || f->bkind != first->bkind) {
            failure("%s: barrier divergence: %s; %s", where().c_str(), tdesc(first).c_str(),
                    tdesc(f).c_str());
            return false;
          }
          cnt += f->bpred;
        }
        int res = first->bkind == 1 ? cnt : first->bkind == 2 ? cnt == n : first->bkind == 3 ? cnt > 0 : 0;
        for (int i = 0; i < n; i++) {
          g_pool[i]->state = F_READY;
          g_pool[i]->bresult = res;
          ready.push_back(i);
        }
        at_bar = 0;
        continue;
      }
      std::string d;
      int shown = 0;
      for (int i = 0; i < n && shown < 4; i++)
        if (g_pool[i]->state == F_BARRIER || g_pool[i]->state == F_WARP) {
          d += shown ? "; " : "";
          d += tdesc(g_pool[i]);
          shown++;
        }
      failure("%s: deadlock: %d threads at __syncthreads, %d at warp operations, %d exited (%s)",
              where().c_str(), at_bar, at_warp, done, d.c_str());
      return false;
    }
    size_t r = (size_t)(rnd() % ready.size());
    if (by_warp) { /* the highest warp's ready threads, one of them at random */
      int best = -1;
      size_t cnt = 0;
      for (size_t k = 0; k < ready.size(); k++) {
        int p = wprio[ready[k] / 32];
        if (p > best) { best = p; r = k; cnt = 1; }
        else if (p == best && rnd() % ++cnt == 0) r = k;
      }
    }
    int i = ready[r];
    ready[r] = ready.back();
    ready.pop_back();
    Fiber *f = g_pool[i];
    resume(f);
    if (g_failed) return false;
    if (f->state == F_DONE) {
      done++;
      int w0 = i / 32 * 32;
      for (int l = 0; l < 32 && w0 + l < n; l++) {
        Fiber *o = g_pool[w0 + l];
        if (o->state == F_WARP && (o->wmask >> (i % 32) & 1u)) {
          failure("%s: %s waits for lane %d, which has exited", where().c_str(), tdesc(o).c_str(),
                  i % 32);
          return false;
        }
      }
    } else if (f->state == F_BARRIER) {
      at_bar++;
    } else if (f->state == F_WARP) {
      at_warp++;
      int rel = try_warp(i, ready);
      if (rel < 0) return false;
      at_warp -= rel;
    }
  }
  return true;
}

static std::map<const void *, int> g_max_dyn; /* cudaFuncAttributeMaxDynamicSharedMemorySize */

static std::string kernel_name(const char *pretty) {
  const char *k = strstr(pretty, "K = ");
  if (!k) return pretty;
  k += 4;
  const char *e = k;
  int depth = 0;
  for (; *e; e++) {
    if (*e == '<' || *e == '(') depth++;
    else if (*e == '>' || *e == ')') depth--;
    else if ((*e == ';' || *e == ']') && depth <= 0) break;
  }
  return std::string(k, (size_t)(e - k));
}

static void run_launch(const Launch &L, entry_fn entry, void *args) {
  if (g_sticky != cudaSuccess) return;
  g_launch = &L;
  g_entry = entry;
  g_args = args;
  g_failed = false;
  g_in_kernel = true;
  g_block_dim = L.block;
  g_grid_dim = L.grid;
  g_dyn.assign(L.smem, (char)0xff);
  uint64_t nb = (uint64_t)L.grid.x * L.grid.y * L.grid.z;
  std::vector<uint64_t> order;
  uint64_t a = 1, c = 0;
  if (nb <= ((uint64_t)1 << 20)) {
    order.resize(nb);
    for (uint64_t i = 0; i < nb; i++) order[i] = i;
    for (uint64_t i = nb; i > 1; i--) std::swap(order[i - 1], order[rnd() % i]);
  } else { /* an affine permutation: a coprime to nb */
    do a = rnd() % nb | 1; while (std::__gcd(a, nb) != 1);
    c = rnd() % nb;
  }
  for (uint64_t k = 0; k < nb; k++) {
    uint64_t b = order.empty() ? (a * k + c) % nb : order[k];
    g_block_idx = uint3{(unsigned)(b % L.grid.x), (unsigned)(b / L.grid.x % L.grid.y),
                        (unsigned)(b / ((uint64_t)L.grid.x * L.grid.y))};
    if (!run_block(L)) { g_failed = true; break; }
  }
  g_in_kernel = false;
  g_launch = nullptr;
}

cudaError_t launch(const char *pretty, const void *kernel, entry_fn entry, void *args,
                   void (*free_args)(void *), dim3 grid, dim3 block, size_t smem,
                   cudaStream_t s) {
  init_seed();
  if (g_in_kernel) {
    fprintf(stderr, "cuda_emu: a kernel launched another kernel (not supported)\n");
    abort();
  }
  std::string name = kernel_name(pretty);
  auto fail = [&](cudaError_t e) { free_args(args); return set_err(e); };
  if (g_sticky != cudaSuccess) return fail(g_sticky);
  if (ndevices() <= 0) return fail(cudaErrorNoDevice);
  if (!known_stream(s)) return fail(cudaErrorInvalidResourceHandle);
  uint64_t threads = (uint64_t)block.x * block.y * block.z;
  int maxdyn = g_max_dyn.count(kernel) ? g_max_dyn[kernel] : 48 << 10;
  if (block.x == 0 || block.y == 0 || block.z == 0 || block.x > 1024 || block.y > 1024 ||
      block.z > 64 || threads > 1024 || grid.x == 0 || grid.y == 0 || grid.z == 0 ||
      grid.x > 0x7fffffffu || grid.y > 65535 || grid.z > 65535 || smem > (size_t)maxdyn) {
    if (!g_quiet)
      fprintf(stderr, "cuda_emu: invalid configuration for %s: grid (%u,%u,%u), block (%u,%u,%u), "
              "%zu bytes of dynamic shared memory\n", name.c_str(), grid.x, grid.y, grid.z,
              block.x, block.y, block.z, smem);
    return fail(cudaErrorInvalidConfiguration);
  }
  Launch *L = new Launch{name, grid, block, smem};
  submit(s, [L, entry, args, free_args]() {
    run_launch(*L, entry, args);
    free_args(args);
    delete L;
  });
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}

void bad_kernel_pointer(const char *pretty, int arg, const void *p) {
  failure("kernel %s: argument %d (%p) is not device memory", kernel_name(pretty).c_str(), arg + 1,
          p);
}

} // namespace cuda_emu

using namespace cuda_emu;

/* ---- runtime API ------------------------------------------------------------------------ */
const char *cudaGetErrorName(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "cudaSuccess";
  case cudaErrorInvalidValue: return "cudaErrorInvalidValue";
  case cudaErrorMemoryAllocation: return "cudaErrorMemoryAllocation";
  case cudaErrorInitializationError: return "cudaErrorInitializationError";
  case cudaErrorInvalidConfiguration: return "cudaErrorInvalidConfiguration";
  case cudaErrorInvalidDevicePointer: return "cudaErrorInvalidDevicePointer";
  case cudaErrorInvalidMemcpyDirection: return "cudaErrorInvalidMemcpyDirection";
  case cudaErrorInsufficientDriver: return "cudaErrorInsufficientDriver";
  case cudaErrorNoDevice: return "cudaErrorNoDevice";
  case cudaErrorInvalidDevice: return "cudaErrorInvalidDevice";
  case cudaErrorInvalidResourceHandle: return "cudaErrorInvalidResourceHandle";
  case cudaErrorNotReady: return "cudaErrorNotReady";
  case cudaErrorLaunchFailure: return "cudaErrorLaunchFailure";
  }
  return "cudaErrorUnknown";
}

const char *cudaGetErrorString(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "no error";
  case cudaErrorInvalidValue: return "invalid argument";
  case cudaErrorMemoryAllocation: return "out of memory";
  case cudaErrorInitializationError: return "initialization error";
  case cudaErrorInvalidConfiguration: return "invalid configuration argument";
  case cudaErrorInvalidDevicePointer: return "invalid device pointer";
  case cudaErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
  case cudaErrorInsufficientDriver: return "CUDA driver version is insufficient for CUDA runtime version";
  case cudaErrorNoDevice: return "no CUDA-capable device is detected";
  case cudaErrorInvalidDevice: return "invalid device ordinal";
  case cudaErrorInvalidResourceHandle: return "invalid resource handle";
  case cudaErrorNotReady: return "device not ready";
  case cudaErrorLaunchFailure: return "unspecified launch failure";
  }
  return "unknown error";
}

cudaError_t cudaGetLastError(void) {
  cudaError_t e = g_last;
  g_last = g_sticky;
  return e;
}
cudaError_t cudaPeekAtLastError(void) { return g_last; }

cudaError_t cudaGetDeviceCount(int *n) {
  int d = ndevices();
  *n = d > 0 ? d : 0;
  return d > 0 ? cudaSuccess : set_err(cudaErrorNoDevice);
}
static int g_device;
cudaError_t cudaSetDevice(int d) {
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  if (d < 0 || d >= ndevices()) return set_err(cudaErrorInvalidDevice);
  g_device = d;
  return cudaSuccess;
}
cudaError_t cudaGetDevice(int *d) {
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  *d = g_device;
  return cudaSuccess;
}
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d) {
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  if (d < 0 || d >= ndevices()) return set_err(cudaErrorInvalidDevice);
  memset(p, 0, sizeof *p);
  snprintf(p->name, sizeof p->name, "cuda_emu (emulated sm_90)");
  p->totalGlobalMem = capacity();
  p->sharedMemPerBlock = 48 << 10;
  p->sharedMemPerBlockOptin = 227 << 10;
  p->warpSize = 32;
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 0x7fffffff; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
  p->multiProcessorCount = 132;
  p->major = 9;
  p->minor = 0;
  return cudaSuccess;
}
cudaError_t cudaRuntimeGetVersion(int *v) { *v = 13000; return cudaSuccess; }
cudaError_t cudaDriverGetVersion(int *v) { *v = ndevices() > 0 ? 13000 : 0; return cudaSuccess; }

cudaError_t cudaDeviceSynchronize(void) {
  drain_all();
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}
cudaError_t cudaDeviceReset(void) {
  drain_all();
  return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total) {
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  *total = capacity();
  *free_bytes = capacity() > g_allocated ? capacity() - g_allocated : 0;
  return cudaSuccess;
}

cudaError_t cudaMalloc(void **p, size_t n) {
  if (g_sticky != cudaSuccess) return set_err(g_sticky);
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  if (!p) return set_err(cudaErrorInvalidValue);
  *p = nullptr;
  if (n == 0) return cudaSuccess;
  if (n > capacity() || g_allocated > capacity() - n) return set_err(cudaErrorMemoryAllocation);
  void *q = nullptr;
  if (posix_memalign(&q, 256, n) != 0) return set_err(cudaErrorMemoryAllocation);
  memset(q, 0xff, n); /* device memory starts as garbage */
  g_allocs[(uintptr_t)q] = n;
  g_allocated += n;
  *p = q;
  return cudaSuccess;
}

cudaError_t cudaFree(void *p) {
  if (!p) return cudaSuccess;
  drain_all(); /* cudaFree waits for the device */
  auto it = g_allocs.find((uintptr_t)p);
  if (it == g_allocs.end()) return set_err(cudaErrorInvalidValue);
  g_allocated -= it->second;
  g_allocs.erase(it);
  free(p);
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}

static std::map<uintptr_t, size_t> g_pinned;
static bool is_pinned(const void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  auto it = g_pinned.upper_bound(a);
  if (it == g_pinned.begin()) return false;
  --it;
  return a >= it->first && a + n <= it->first + it->second;
}

cudaError_t cudaMallocHost(void **p, size_t n) {
  *p = malloc(n ? n : 1);
  if (!*p) return set_err(cudaErrorMemoryAllocation);
  g_pinned[(uintptr_t)*p] = n;
  return cudaSuccess;
}
cudaError_t cudaFreeHost(void *p) {
  if (!p) return cudaSuccess;
  drain_all();
  g_pinned.erase((uintptr_t)p);
  free(p);
  return cudaSuccess;
}

/* checks the direction of a copy against where its pointers are */
static cudaError_t check_copy(void *dst, const void *src, size_t n, cudaMemcpyKind kind) {
  bool dd = is_device_range(dst, n), sd = is_device_range(src, n);
  bool dh = !is_device_pointer(dst), sh = !is_device_pointer(src);
  bool ok;
  switch (kind) {
  case cudaMemcpyHostToHost: ok = dh && sh; break;
  case cudaMemcpyHostToDevice: ok = dd && sh; break;
  case cudaMemcpyDeviceToHost: ok = dh && sd; break;
  case cudaMemcpyDeviceToDevice: ok = dd && sd; break;
  case cudaMemcpyDefault: ok = (dd || dh) && (sd || sh); break;
  default: return set_err(cudaErrorInvalidMemcpyDirection);
  }
  if (n > 0 && (!dst || !src)) ok = false;
  if (!ok) {
    if (!g_quiet)
      fprintf(stderr, "cuda_emu: cudaMemcpy of %zu bytes from %p (%s) to %p (%s) with kind %d\n", n,
              src, sd ? "device" : sh ? "host" : "partly device", dst,
              dd ? "device" : dh ? "host" : "partly device", (int)kind);
    return set_err(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind) {
  if (g_sticky != cudaSuccess) return set_err(g_sticky);
  cudaError_t e = check_copy(dst, src, n, kind);
  if (e != cudaSuccess) return e;
  submit(nullptr, [=]() { if (n) memmove(dst, src, n); });
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind kind,
                            cudaStream_t s) {
  if (g_sticky != cudaSuccess) return set_err(g_sticky);
  if (!known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  cudaError_t e = check_copy(dst, src, n, kind);
  if (e != cudaSuccess) return e;
  if (n == 0) return cudaSuccess;
  bool src_host = !is_device_pointer(src), dst_host = !is_device_pointer(dst);
  if (src_host && dst_host) { /* host to host: synchronous */
    cudaStreamSynchronize(s);
    memmove(dst, src, n);
  } else if (dst_host && !is_pinned(dst, n)) {
    /* to pageable memory: returns once the copy is done, as the runtime does */
    cudaStreamSynchronize(s);
    memmove(dst, src, n);
  } else if (src_host && !is_pinned(src, n)) {
    /* from pageable memory: the runtime stages the bytes before returning */
    std::shared_ptr<std::vector<char>> snap(new std::vector<char>((const char *)src, (const char *)src + n));
    submit(s, [=]() { memmove(dst, snap->data(), n); });
  } else {
    submit(s, [=]() { memmove(dst, src, n); }); /* pinned or device: truly asynchronous */
  }
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}

cudaError_t cudaMemset(void *p, int v, size_t n) { return cudaMemsetAsync(p, v, n, nullptr); }

cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s) {
  if (g_sticky != cudaSuccess) return set_err(g_sticky);
  if (!known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  if (n > 0 && !is_device_range(p, n)) {
    if (!g_quiet) fprintf(stderr, "cuda_emu: cudaMemset of %zu bytes at %p outside device memory\n", n, p);
    return set_err(cudaErrorInvalidValue);
  }
  submit(s, [=]() { if (n) memset(p, v, n); });
  return cudaSuccess;
}

cudaError_t cudaStreamCreate(cudaStream_t *s) { return cudaStreamCreateWithFlags(s, 0); }
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags) {
  if (ndevices() <= 0) return set_err(cudaErrorNoDevice);
  *s = new CUstream_st;
  (*s)->flags = flags;
  g_streams.push_back(*s);
  return cudaSuccess;
}
cudaError_t cudaStreamDestroy(cudaStream_t s) {
  if (!s || !known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  drain(s, UINT64_MAX);
  g_streams.erase(std::find(g_streams.begin(), g_streams.end(), s));
  delete s;
  return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t s) {
  if (!known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  if (s) drain(s, UINT64_MAX);
  else drain_all();
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}
/* A query that finds work pending answers "not ready", then lets the device run one item of
 * that work: a host that polls sees its work finish after some polls, as on a device, while
 * code that queries once and goes on without waiting still reads stale data. */
static void progress_one(cudaStream_t s) {
  if (s && !s->q.empty()) drain(s, s->executed + 1, false);
}
cudaError_t cudaStreamQuery(cudaStream_t s) {
  if (!known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  if (!s) {
    for (cudaStream_t t : g_streams)
      if (!(t->flags & cudaStreamNonBlocking) && t->executed < t->enqueued) {
        progress_one(t);
        return cudaErrorNotReady;
      }
    return cudaSuccess;
  }
  if (s->executed >= s->enqueued) return cudaSuccess;
  progress_one(s);
  return cudaErrorNotReady;
}

cudaError_t cudaEventCreate(cudaEvent_t *e) { return cudaEventCreateWithFlags(e, 0); }
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags) {
  *e = new CUevent_st;
  (*e)->timing = !(flags & cudaEventDisableTiming);
  return cudaSuccess;
}
cudaError_t cudaEventDestroy(cudaEvent_t e) { delete e; return cudaSuccess; }
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s) {
  if (!e || !known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  e->recorded = true;
  e->done_time = false;
  e->s = s;
  submit(s, [e]() { e->ms = now_ms(); e->done_time = true; });
  e->seq = s ? s->enqueued : 0;
  return cudaSuccess;
}
cudaError_t cudaEventQuery(cudaEvent_t e) {
  if (!e) return set_err(cudaErrorInvalidResourceHandle);
  if (!e->recorded || !e->s) return cudaSuccess;
  if (!known_stream(e->s)) return cudaSuccess; /* its stream was destroyed, hence drained */
  if (e->s->executed >= e->seq) return cudaSuccess;
  progress_one(e->s);
  return cudaErrorNotReady;
}
cudaError_t cudaEventSynchronize(cudaEvent_t e) {
  if (!e) return set_err(cudaErrorInvalidResourceHandle);
  if (e->recorded && e->s && known_stream(e->s)) drain(e->s, e->seq);
  return g_sticky != cudaSuccess ? set_err(g_sticky) : cudaSuccess;
}
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) {
  if (!a || !b || !a->timing || !b->timing) return set_err(cudaErrorInvalidResourceHandle);
  if (!a->done_time || !b->done_time) return set_err(cudaErrorNotReady);
  *ms = (float)(b->ms - a->ms);
  return cudaSuccess;
}
cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned flags) {
  (void)flags;
  if (!e || !known_stream(s)) return set_err(cudaErrorInvalidResourceHandle);
  if (!e->recorded || !e->s) return cudaSuccess;
  cudaStream_t es = e->s;
  uint64_t seq = e->seq;
  submit(s, [es, seq]() { if (known_stream(es)) drain(es, seq); });
  return cudaSuccess;
}

cudaError_t cudaFuncSetAttribute(const void *f, cudaFuncAttribute attr, int value) {
  if (attr != cudaFuncAttributeMaxDynamicSharedMemorySize || value < 0 || value > (227 << 10))
    return set_err(cudaErrorInvalidValue);
  g_max_dyn[f] = value;
  return cudaSuccess;
}

/* ---- cuBLAS on OpenBLAS ------------------------------------------------------------------ */
struct cublasContext {
  cudaStream_t stream = nullptr;
};
static long long g_blas_calls, g_lt_calls;
long long cuda_emu::blas_calls() { return g_blas_calls; }
long long cuda_emu::lt_calls() { return g_lt_calls; }

const char *cublasGetStatusName(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
const char *cublasGetStatusString(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return "success";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "the library was not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED: return "the resource allocation failed";
  case CUBLAS_STATUS_INVALID_VALUE: return "an invalid numeric value was used as an argument";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "the GPU program failed to execute";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "the functionality requested is not supported";
  default: return "an internal operation failed";
  }
}

cublasStatus_t cublasCreate(cublasHandle_t *h) {
  if (ndevices() <= 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  *h = new cublasContext;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasDestroy(cublasHandle_t h) { delete h; return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetStream(cublasHandle_t h, cudaStream_t s) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  h->stream = s;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasGetStream(cublasHandle_t h, cudaStream_t *s) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  *s = h->stream;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSetMathMode(cublasHandle_t h, cublasMath_t) {
  return h ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
}
cublasStatus_t cublasSetPointerMode(cublasHandle_t h, cublasPointerMode_t m) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  return m == CUBLAS_POINTER_MODE_HOST ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

/* the span in elements of a column-major rows x cols matrix with leading dim ld */
static size_t span(int64_t rows, int64_t cols, int64_t ld) {
  return rows == 0 || cols == 0 ? 0 : (size_t)((cols - 1) * ld + rows);
}

/* one column-major gemm, C (m, n) = alpha op(A) op(B) + beta C, run on the host */
template <class T>
static bool gemm_host(const char *fn, bool ta, bool tb, int m, int n, int k, T alpha,
                      const T *A, int lda, const T *B, int ldb, T beta, T *C, int ldc) {
  if (m == 0 || n == 0) return true;
  int ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
  if ((k > 0 && alpha != 0 && (!is_device_range(A, span(ar, ac, lda) * sizeof(T)) ||
                               !is_device_range(B, span(br, bc, ldb) * sizeof(T)))) ||
      !is_device_range(C, span(m, n, ldc) * sizeof(T))) {
    failure("%s: an operand reaches outside device memory (m %d n %d k %d, lda %d ldb %d ldc %d)",
            fn, m, n, k, lda, ldb, ldc);
    return false;
  }
  g_blas_calls++;
  if (k == 0 || alpha == 0) {
    for (int j = 0; j < n; j++)
      for (int i = 0; i < m; i++) {
        T *c = C + (size_t)j * ldc + i;
        *c = beta == 0 ? (T)0 : beta * *c;
      }
    return true;
  }
  CBLAS_TRANSPOSE TA = ta ? CblasTrans : CblasNoTrans, TB = tb ? CblasTrans : CblasNoTrans;
  if constexpr (std::is_same<T, float>::value)
    cblas_sgemm(CblasColMajor, TA, TB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  else
    cblas_dgemm(CblasColMajor, TA, TB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
  return true;
}

/* cuBLAS's argument checks of a gemm (either batched form) */
static cublasStatus_t gemm_args(const char *fn, cublasHandle_t h, cublasOperation_t ta,
                                cublasOperation_t tb, int m, int n, int k, const void *alpha,
                                int lda, int ldb, const void *beta, int ldc, int batch) {
  if (!h) return CUBLAS_STATUS_NOT_INITIALIZED;
  if (g_sticky != cudaSuccess) return CUBLAS_STATUS_EXECUTION_FAILED;
  if ((ta != CUBLAS_OP_N && ta != CUBLAS_OP_T) || (tb != CUBLAS_OP_N && tb != CUBLAS_OP_T) ||
      m < 0 || n < 0 || k < 0 || batch < 0 || !alpha || !beta ||
      lda < std::max(1, ta == CUBLAS_OP_N ? m : k) || ldb < std::max(1, tb == CUBLAS_OP_N ? k : n) ||
      ldc < std::max(1, m)) {
    if (!g_quiet)
      fprintf(stderr, "cuda_emu: %s: invalid value (m %d n %d k %d lda %d ldb %d ldc %d batch %d)\n",
              fn, m, n, k, lda, ldb, ldc, batch);
    return CUBLAS_STATUS_INVALID_VALUE;
  }
  if (is_device_pointer(alpha) || is_device_pointer(beta)) return CUBLAS_STATUS_INVALID_VALUE;
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
static cublasStatus_t gemm_batched(const char *fn, cublasHandle_t h, cublasOperation_t ta,
                                   cublasOperation_t tb, int m, int n, int k, const T *alpha,
                                   const T *A, int lda, long long sa, const T *B, int ldb,
                                   long long sb, const T *beta, T *C, int ldc, long long sc,
                                   int batch) {
  cublasStatus_t st = gemm_args(fn, h, ta, tb, m, n, k, alpha, lda, ldb, beta, ldc, batch);
  if (st != CUBLAS_STATUS_SUCCESS) return st;
  T al = *alpha, be = *beta;
  bool tA = ta == CUBLAS_OP_T, tB = tb == CUBLAS_OP_T;
  submit(h->stream, [=]() {
    if (g_sticky != cudaSuccess) return;
    for (int i = 0; i < batch; i++)
      if (!gemm_host<T>(fn, tA, tB, m, n, k, al, A + i * sa, lda, B + i * sb, ldb, be, C + i * sc, ldc))
        return;
  });
  return g_sticky != cudaSuccess ? CUBLAS_STATUS_EXECUTION_FAILED : CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                           int n, int k, const float *alpha, const float *A, int lda,
                           const float *B, int ldb, const float *beta, float *C, int ldc) {
  return gemm_batched<float>("cublasSgemm", h, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta,
                             C, ldc, 0, 1);
}
cublasStatus_t cublasDgemm(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                           int n, int k, const double *alpha, const double *A, int lda,
                           const double *B, int ldb, const double *beta, double *C, int ldc) {
  return gemm_batched<double>("cublasDgemm", h, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta,
                              C, ldc, 0, 1);
}
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta,
                                         cublasOperation_t tb, int m, int n, int k,
                                         const float *alpha, const float *A, int lda,
                                         long long sa, const float *B, int ldb, long long sb,
                                         const float *beta, float *C, int ldc, long long sc,
                                         int batch) {
  return gemm_batched<float>("cublasSgemmStridedBatched", h, ta, tb, m, n, k, alpha, A, lda, sa, B,
                             ldb, sb, beta, C, ldc, sc, batch);
}
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t h, cublasOperation_t ta,
                                         cublasOperation_t tb, int m, int n, int k,
                                         const double *alpha, const double *A, int lda,
                                         long long sa, const double *B, int ldb, long long sb,
                                         const double *beta, double *C, int ldc, long long sc,
                                         int batch) {
  return gemm_batched<double>("cublasDgemmStridedBatched", h, ta, tb, m, n, k, alpha, A, lda, sa,
                              B, ldb, sb, beta, C, ldc, sc, batch);
}

/* the pointer-array form: Aarray, Barray and Carray are device arrays of device pointers,
 * read when the stream reaches the call (a kernel queued before it may write them) */
template <class T>
static cublasStatus_t gemm_ptr_batched(const char *fn, cublasHandle_t h, cublasOperation_t ta,
                                       cublasOperation_t tb, int m, int n, int k, const T *alpha,
                                       const T *const *A, int lda, const T *const *B, int ldb,
                                       const T *beta, T *const *C, int ldc, int batch) {
  cublasStatus_t st = gemm_args(fn, h, ta, tb, m, n, k, alpha, lda, ldb, beta, ldc, batch);
  if (st != CUBLAS_STATUS_SUCCESS) return st;
  if (batch > 0 && (!is_device_range(A, batch * sizeof(T *)) || !is_device_range(B, batch * sizeof(T *)) ||
                    !is_device_range(C, batch * sizeof(T *)))) {
    if (!g_quiet) fprintf(stderr, "cuda_emu: %s: the pointer arrays must be device memory\n", fn);
    return CUBLAS_STATUS_INVALID_VALUE;
  }
  T al = *alpha, be = *beta;
  bool tA = ta == CUBLAS_OP_T, tB = tb == CUBLAS_OP_T;
  submit(h->stream, [=]() {
    if (g_sticky != cudaSuccess) return;
    for (int i = 0; i < batch; i++)
      if (!gemm_host<T>(fn, tA, tB, m, n, k, al, A[i], lda, B[i], ldb, be, C[i], ldc)) return;
  });
  return g_sticky != cudaSuccess ? CUBLAS_STATUS_EXECUTION_FAILED : CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasSgemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                  int m, int n, int k, const float *alpha, const float *const A[],
                                  int lda, const float *const B[], int ldb, const float *beta,
                                  float *const C[], int ldc, int batch) {
  return gemm_ptr_batched<float>("cublasSgemmBatched", h, ta, tb, m, n, k, alpha, A, lda, B, ldb,
                                 beta, C, ldc, batch);
}
cublasStatus_t cublasDgemmBatched(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                  int m, int n, int k, const double *alpha, const double *const A[],
                                  int lda, const double *const B[], int ldb, const double *beta,
                                  double *const C[], int ldc, int batch) {
  return gemm_ptr_batched<double>("cublasDgemmBatched", h, ta, tb, m, n, k, alpha, A, lda, B, ldb,
                                  beta, C, ldc, batch);
}

/* ---- cuBLASLt ------------------------------------------------------------------------------ */
struct cublasLtContext {};
struct cublasLtMatmulDescOpaque {
  cublasComputeType_t compute;
  cudaDataType_t scale;
  int ta = 0, tb = 0;
  int epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  const void *bias = nullptr;
  int bias_type = -1;
};
struct cublasLtMatrixLayoutOpaque {
  cudaDataType_t type;
  uint64_t rows, cols;
  int64_t ld;
  int32_t batch = 1;
  int64_t bstride = 0;
};
struct cublasLtMatmulPreferenceOpaque {
  uint64_t ws = 0;
};

cublasStatus_t cublasLtCreate(cublasLtHandle_t *h) {
  if (ndevices() <= 0) return CUBLAS_STATUS_NOT_INITIALIZED;
  *h = new cublasLtContext;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtDestroy(cublasLtHandle_t h) { delete h; return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *d, cublasComputeType_t ct,
                                        cudaDataType_t scale) {
  if ((ct != CUBLAS_COMPUTE_32F || scale != CUDA_R_32F) && (ct != CUBLAS_COMPUTE_64F || scale != CUDA_R_64F))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  *d = new cublasLtMatmulDescOpaque;
  (*d)->compute = ct;
  (*d)->scale = scale;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t d) { delete d; return CUBLAS_STATUS_SUCCESS; }

template <class T> static bool get_attr(const void *buf, size_t size, T *out) {
  if (size != sizeof(T)) return false;
  memcpy(out, buf, sizeof(T));
  return true;
}

cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d,
                                              cublasLtMatmulDescAttributes_t a, const void *buf,
                                              size_t size) {
  if (!d || !buf) return CUBLAS_STATUS_INVALID_VALUE;
  int32_t v32 = 0;
  uint32_t e32 = 0;
  bool ok = false;
  switch (a) {
  case CUBLASLT_MATMUL_DESC_TRANSA: ok = get_attr(buf, size, &v32); d->ta = v32; break;
  case CUBLASLT_MATMUL_DESC_TRANSB: ok = get_attr(buf, size, &v32); d->tb = v32; break;
  case CUBLASLT_MATMUL_DESC_EPILOGUE: ok = get_attr(buf, size, &e32); d->epilogue = (int)e32; break;
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER: ok = get_attr(buf, size, &d->bias); break;
  case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: ok = get_attr(buf, size, &v32); d->bias_type = v32; break;
  }
  return ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
}
cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l, cudaDataType_t type,
                                          uint64_t rows, uint64_t cols, int64_t ld) {
  if (ld < (int64_t)std::max<uint64_t>(1, rows) || (type != CUDA_R_32F && type != CUDA_R_64F))
    return CUBLAS_STATUS_INVALID_VALUE;
  *l = new cublasLtMatrixLayoutOpaque;
  (*l)->type = type;
  (*l)->rows = rows;
  (*l)->cols = cols;
  (*l)->ld = ld;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l) { delete l; return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t l,
                                                cublasLtMatrixLayoutAttribute_t a,
                                                const void *buf, size_t size) {
  if (!l || !buf) return CUBLAS_STATUS_INVALID_VALUE;
  switch (a) {
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return get_attr(buf, size, &l->batch) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return get_attr(buf, size, &l->bstride) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
  default: return CUBLAS_STATUS_NOT_SUPPORTED;
  }
}
cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p) {
  *p = new cublasLtMatmulPreferenceOpaque;
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p) { delete p; return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                                    cublasLtMatmulPreferenceAttributes_t a,
                                                    const void *buf, size_t size) {
  if (!p || a != CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES) return CUBLAS_STATUS_INVALID_VALUE;
  return get_attr(buf, size, &p->ws) ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_INVALID_VALUE;
}

/* the shapes of an Lt matmul: m, n, k; false when the layouts disagree */
static bool lt_shapes(cublasLtMatmulDesc_t op, cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                      cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D, uint64_t *m, uint64_t *n,
                      uint64_t *k) {
  if (!op || !A || !B || !C || !D) return false;
  cudaDataType_t t = op->scale;
  if (A->type != t || B->type != t || C->type != t || D->type != t) return false;
  *m = op->ta ? A->cols : A->rows;
  *k = op->ta ? A->rows : A->cols;
  uint64_t kb = op->tb ? B->cols : B->rows;
  *n = op->tb ? B->rows : B->cols;
  if (kb != *k || D->rows != *m || D->cols != *n || C->rows != *m || C->cols != *n) return false;
  if (A->batch != D->batch || B->batch != D->batch || C->batch != D->batch) return false;
  if (op->epilogue != CUBLASLT_EPILOGUE_DEFAULT && op->epilogue != CUBLASLT_EPILOGUE_BIAS) return false;
  if (op->bias_type >= 0 && op->bias_type != (int)t) return false;
  return true;
}

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t h, cublasLtMatmulDesc_t op,
                                              cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                                              cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D,
                                              cublasLtMatmulPreference_t pref, int requested,
                                              cublasLtMatmulHeuristicResult_t *results,
                                              int *returned) {
  (void)pref;
  uint64_t m, n, k;
  if (!h || requested < 1 || !results || !returned) return CUBLAS_STATUS_INVALID_VALUE;
  if (!lt_shapes(op, A, B, C, D, &m, &n, &k)) { *returned = 0; return CUBLAS_STATUS_NOT_SUPPORTED; }
  memset(results, 0, sizeof *results);
  results->algo.data[0] = 0x1234;
  results->state = CUBLAS_STATUS_SUCCESS;
  results->wavesCount = 1;
  *returned = 1;
  return CUBLAS_STATUS_SUCCESS;
}

template <class T>
static void lt_run(cublasLtMatmulDescOpaque d, cublasLtMatrixLayoutOpaque A, cublasLtMatrixLayoutOpaque B,
                   cublasLtMatrixLayoutOpaque C, cublasLtMatrixLayoutOpaque D, uint64_t m,
                   uint64_t n, uint64_t k, T alpha, T beta, const T *pa, const T *pb, const T *pc,
                   T *pd) {
  if (g_sticky != cudaSuccess) return;
  g_lt_calls++;
  for (int b = 0; b < D.batch; b++) {
    const T *a = pa + b * A.bstride, *bb = pb + b * B.bstride, *c = pc + b * C.bstride;
    T *dd = pd + b * D.bstride;
    if (!is_device_range(dd, span((int64_t)m, (int64_t)n, D.ld) * sizeof(T)) ||
        (beta != 0 && !is_device_range(c, span((int64_t)m, (int64_t)n, C.ld) * sizeof(T)))) {
      failure("cublasLtMatmul: C or D reaches outside device memory (m %llu n %llu, ldc %lld, ldd %lld)",
              (unsigned long long)m, (unsigned long long)n, (long long)C.ld, (long long)D.ld);
      return;
    }
    if (c != dd && beta != 0)
      for (uint64_t j = 0; j < n; j++)
        memmove(dd + j * D.ld, c + j * C.ld, (size_t)m * sizeof(T));
    if (!gemm_host<T>("cublasLtMatmul", d.ta != 0, d.tb != 0, (int)m, (int)n, (int)k, alpha, a,
                      (int)A.ld, bb, (int)B.ld, beta, dd, (int)D.ld))
      return;
    if (d.epilogue == CUBLASLT_EPILOGUE_BIAS) {
      const T *bias = (const T *)d.bias;
      if (!is_device_range(bias, (size_t)m * sizeof(T))) {
        failure("cublasLtMatmul: the bias vector of %llu elements is not device memory", (unsigned long long)m);
        return;
      }
      for (uint64_t j = 0; j < n; j++)
        for (uint64_t i = 0; i < m; i++) dd[j * D.ld + i] += bias[i];
    }
  }
}

cublasStatus_t cublasLtMatmul(cublasLtHandle_t h, cublasLtMatmulDesc_t op, const void *alpha,
                              const void *A, cublasLtMatrixLayout_t Ad, const void *B,
                              cublasLtMatrixLayout_t Bd, const void *beta, const void *C,
                              cublasLtMatrixLayout_t Cd, void *D, cublasLtMatrixLayout_t Dd,
                              const cublasLtMatmulAlgo_t *algo, void *workspace, size_t wsize,
                              cudaStream_t s) {
  (void)algo; (void)workspace; (void)wsize;
  uint64_t m, n, k;
  if (!h || !alpha || !beta) return CUBLAS_STATUS_INVALID_VALUE;
  if (g_sticky != cudaSuccess) return CUBLAS_STATUS_EXECUTION_FAILED;
  if (!lt_shapes(op, Ad, Bd, Cd, Dd, &m, &n, &k)) return CUBLAS_STATUS_INVALID_VALUE;
  if (op->epilogue == CUBLASLT_EPILOGUE_BIAS && !op->bias) return CUBLAS_STATUS_INVALID_VALUE;
  if (!known_stream(s)) return CUBLAS_STATUS_INVALID_VALUE;
  cublasLtMatmulDescOpaque d = *op;
  cublasLtMatrixLayoutOpaque a = *Ad, b = *Bd, c = *Cd, dd = *Dd;
  if (op->scale == CUDA_R_32F) {
    float al = *(const float *)alpha, be = *(const float *)beta;
    submit(s, [=]() { lt_run<float>(d, a, b, c, dd, m, n, k, al, be, (const float *)A, (const float *)B, (const float *)C, (float *)D); });
  } else {
    double al = *(const double *)alpha, be = *(const double *)beta;
    submit(s, [=]() { lt_run<double>(d, a, b, c, dd, m, n, k, al, be, (const double *)A, (const double *)B, (const double *)C, (double *)D); });
  }
  return g_sticky != cudaSuccess ? CUBLAS_STATUS_EXECUTION_FAILED : CUBLAS_STATUS_SUCCESS;
}
