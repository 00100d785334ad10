# xattn build. `make` builds build/xattn (host) and build/xattn.so (Lua module).
#   make test            build and run every test (last line: N passed, N failed)
#   make test SAN=1      the same under AddressSanitizer + UndefinedBehaviorSanitizer
#   make demo            install deps, build, run scripts/demo.lua
#   make fuzz            libFuzzer (clang) on the checkpoint/JSON/BPE/vocabulary readers,
#                        FUZZ_TIME seconds each (default 60); not part of `make test`
#   make deps            install the Debian packages the build needs, if missing
#   make install PREFIX=/usr/local
#   BUILD=dir            build directory (default build, build-san with SAN=1)
#   CUDA=1               also build the CUDA backend (tensor/cuda/*.cu, nn/*.cu, attention/*.cu)
#                        with nvcc and link cudart and cuBLAS; `make test CUDA=1` also runs
#                        the GPU test suites in the CUDA emulator of tests/cuda_emu/ (no GPU
#                        needed) and on a device when there is one (docs/gpu.md)
#   CUDA=emu             the .cu sources as host C++ against that emulator instead of nvcc:
#                        an xattn whose "cuda" device is emulated (make test CUDA=1 builds one
#                        in $(BUILD)-cuemu/ for the Lua GPU suite)

CC       ?= cc
CXX      ?= g++
PREFIX   ?= /usr/local
SAN      ?= 0
WERROR   ?= 1
CUDA     ?= 0
CUDA_HOME ?= /usr/local/cuda
NVCC     ?= $(CUDA_HOME)/bin/nvcc
# sm_90 (H100, H200) machine code, and its PTX so that newer GPUs compile it at load
CUDA_ARCH ?= -gencode arch=compute_90,code=sm_90 -gencode arch=compute_90,code=compute_90
CUDA_LIBS := -L$(CUDA_HOME)/lib64 -Wl,-rpath,$(CUDA_HOME)/lib64 -lnccl -lcublasLt -lcublas -lcudart -lstdc++

ifeq ($(SAN),1)
BUILD    ?= build-san
OPT      ?= -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
LDSAN    := -fsanitize=address,undefined
else
BUILD    ?= build
OPT      ?= -O2 -g
LDSAN    :=
endif

LUA_CFLAGS := $(shell pkg-config --cflags lua5.4 2>/dev/null || echo -I/usr/include/lua5.4)
LUA_LIBS   := $(shell pkg-config --libs lua5.4 2>/dev/null || echo -llua5.4)
# OpenBLAS built on OpenMP (Debian's libopenblas-openmp-dev), so that OpenBLAS and our
# OpenMP kernels share one thread pool. With the pthread build each side has its own threads
# and libgomp's workers spin after every parallel loop on the cores OpenBLAS's threads need:
# bench-small trained at 861 target tokens/s instead of 1,908 (docs/performance.md). The
# library is found through an rpath, since Debian's alternatives may point libopenblas.so.0
# at the pthread build. This is decided when make reads this file, so the targets that
# install packages first (test, demo) run the build in a second make that sees them.
BLAS_OMP_DIR := $(patsubst %/,%,$(dir $(firstword $(wildcard /usr/lib/*/openblas-openmp/libopenblas.so))))
ifneq ($(BLAS_OMP_DIR),)
BLAS_CFLAGS := $(shell PKG_CONFIG_PATH=$(BLAS_OMP_DIR)/pkgconfig pkg-config --cflags openblas 2>/dev/null)
BLAS_LIBS  := -L$(BLAS_OMP_DIR) -Wl,-rpath,$(BLAS_OMP_DIR) -lopenblas
BLAS_WANT  := openmp
else
BLAS_CFLAGS := $(shell pkg-config --cflags openblas 2>/dev/null)
BLAS_LIBS  := $(shell pkg-config --libs openblas 2>/dev/null || echo -lopenblas)
BLAS_WANT  := any
endif

# MPI (Open MPI's mpicc, or pkg-config ompi-c) for xattn.dist: data-parallel training and
# sharded decoding under mpirun (docs/distributed.md). Optional: without it the build
# works and xattn.dist.available() says how to get it (`make deps` installs Open MPI).
# MPI=0 builds without it even when it is installed.
MPI      ?= auto
ifneq ($(MPI),0)
MPI_CFLAGS := $(shell mpicc --showme:compile 2>/dev/null || pkg-config --cflags ompi-c 2>/dev/null)
MPI_LIBS   := $(shell mpicc --showme:link 2>/dev/null || pkg-config --libs ompi-c 2>/dev/null)
endif
ifneq ($(strip $(MPI_LIBS)),)
MPI_DEFS := -DXA_HAVE_MPI $(MPI_CFLAGS)
else
MPI_DEFS :=
MPI_LIBS :=
endif

WARN     := -Wall -Wextra -Wno-unused-parameter $(if $(filter 1,$(WERROR)),-Werror)
# -fno-trapping-math: no code here reads the floating-point exception flags, and without it
# GCC keeps the float selects of tensor/fastmath.h as branches and vectorises no loop that
# calls them (exp, tanh, sigmoid in softmax, cross-entropy, attention kernels). Results are
# unchanged (IEEE values, NaN propagation included).
CFLAGS   += -std=gnu17 $(OPT) -fno-trapping-math -fPIC -fopenmp $(WARN) $(LUA_CFLAGS) $(BLAS_CFLAGS) -MMD -MP
LDLIBS   := $(BLAS_LIBS) $(MPI_LIBS) -lcjson -lm -fopenmp $(LDSAN)
ifeq ($(CUDA),1)
LDLIBS   += $(CUDA_LIBS)
endif
ifeq ($(CUDA),emu)
LDLIBS   += -lstdc++
endif
# the binding's CUDA parts (xattn.cuda, t:cuda(), the layers' kernel tables) exist with
# CUDA=1 or CUDA=emu
ifneq ($(filter 1 emu,$(CUDA)),)
CFLAGS   += -DXATTN_CUDA
endif
comma := ,
NVCCFLAGS := -std=c++17 -O2 $(CUDA_ARCH) --Werror all-warnings \
  -Xcompiler -fPIC,-Wall,-Wextra,-Wno-unused-parameter$(if $(filter 1,$(WERROR)),$(comma)-Werror) -MMD -MP
# the emulated build: the .cu sources as host C++ with the emulator's headers first
EMU_CXXFLAGS := -std=c++17 $(OPT) -fno-trapping-math -fPIC $(WARN) -Wno-unknown-pragmas $(BLAS_CFLAGS) -MMD -MP \
  -Itests/cuda_emu/include -include tests/cuda_emu/cuda_emu.h

CORE_SRC := $(wildcard tensor/*.c vm/*.c nn/*.c attention/*.c lua/*.c)
CORE_OBJ := $(CORE_SRC:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/embed.o

# The CUDA backend. With CUDA=1 its objects join the core (nvcc, real device code); the
# same sources are also compiled as host C++ against the emulator (tests/cuda_emu/) for
# the GPU test suite, which links them with the CPU core (libxattn_host.a) as reference.
CUDA_SRC := $(wildcard tensor/cuda/*.cu nn/*.cu attention/*.cu lua/*.cu)
CUDA_DEP := $(wildcard tensor/cuda/*.cuh tensor/cuda/*.h) nn/cuda.h attention/cuda.h
CUDA_OBJ := $(CUDA_SRC:%.cu=$(BUILD)/obj/%.cu.o)
EMU_OBJ  := $(CUDA_SRC:%.cu=$(BUILD)/emu/%.o) $(BUILD)/emu/cuda_emu.o $(BUILD)/emu/cuda_emu_nccl.o
GPUTEST_SRC := $(wildcard tests/cuda/*.cpp)
# the CPU core (everything but the CUDA objects; recursive: CORE_OBJ grows below)
HOST_OBJ = $(filter-out $(CUDA_OBJ),$(CORE_OBJ))
ifeq ($(CUDA),1)
CORE_OBJ += $(CUDA_OBJ)
CUDA_TESTS := $(BUILD)/tests/cuda/test_cuda_emu $(BUILD)/tests/cuda/test_gpu_emu $(BUILD)/tests/cuda/test_gpu_device
endif
ifeq ($(CUDA),emu)
CORE_OBJ += $(EMU_OBJ)
endif
# the objects compiled differently with CUDA (-DXATTN_CUDA): the binding's
CUDA_DEF_OBJ = $(filter $(BUILD)/obj/lua/% %_lua.o,$(CORE_OBJ))
REPL_SRC := $(wildcard repl/*.c)
REPL_OBJ := $(REPL_SRC:%.c=$(BUILD)/obj/%.o)
# The Lua modules, compiled into the library, and their require names: a layer or family
# lives beside its C code, so nn/<m>.lua is xattn.nn.<m> (nn/init.lua is xattn.nn) and
# attention/<m>.lua is xattn.attention.<m> (attention/mix.lua is xattn.attention); the
# rest of the library is lua/xattn/<m>.lua, xattn.<m> (lua/xattn/init.lua is xattn.init).
LUA_FILES := $(sort $(shell find lua/xattn -name '*.lua') $(wildcard nn/*.lua attention/*.lua))
lua_module = $(subst /,.,$(patsubst %.lua,%,$(patsubst lua/%,%,$(patsubst nn/%,xattn/nn/%,\
  $(patsubst attention/%,xattn/attention/%,$(patsubst attention/mix.lua,xattn/attention.lua,\
  $(patsubst nn/init.lua,xattn/nn.lua,$(1))))))))
LUA_EMBED := $(foreach f,$(LUA_FILES),$(call lua_module,$(f))=$(f))
CTEST_SRC := $(wildcard tests/c/test_*.c)
CTEST_BIN := $(CTEST_SRC:tests/c/%.c=$(BUILD)/tests/%)
# tensor/ alone: its objects and the system libraries, nothing of the layers above
TENSOR_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(wildcard tensor/*.c))

# ==== live use, the C API, SentencePiece, installation (begin) ==============================
# docs/live.md (lua/live_lua.c), docs/embedding.md (capi/: xattn.h, libxattn.a and
# libxattn.so, xattn.pc), docs/data.md (lua/spm_lua.c and the C++ shim lua/spm_shim.cc:
# SentencePiece, built only when libsentencepiece-dev is installed; without it, data.spm
# says how to get it).
XATTN_VERSION := $(shell sed -n 's/^ *M.version = "\(.*\)"$$/\1/p' lua/xattn/init.lua)
SOMAJOR  := 0
.DEFAULT_GOAL := all
CXX      ?= c++
SPM_HAVE := $(if $(wildcard /usr/include/sentencepiece_processor.h),1,0)
ifeq ($(SPM_HAVE),1)
CORE_OBJ += $(BUILD)/obj/lua/spm_shim.o
LDLIBS   += $(shell pkg-config --libs sentencepiece 2>/dev/null || echo -lsentencepiece -lsentencepiece_train) -lstdc++
$(BUILD)/obj/lua/spm_lua.o: CFLAGS += -DXA_HAVE_SPM
$(BUILD)/obj/lua/%.o: lua/%.cc $(BUILD)/spm.flags
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(OPT) -fPIC $(WARN) -MMD -MP $(shell pkg-config --cflags sentencepiece 2>/dev/null) -c $< -o $@
endif
# spm_lua.o is built again when SentencePiece appears or goes
$(BUILD)/spm.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(SPM_HAVE)' | cmp -s - $@ || echo '$(SPM_HAVE)' > $@
$(BUILD)/obj/lua/spm_lua.o: $(BUILD)/spm.flags
CAPI_OBJ := $(BUILD)/obj/capi/capi.o
$(CAPI_OBJ): CFLAGS += -DXATTN_VERSION_STR='"$(XATTN_VERSION)"'
$(BUILD)/libxattn.a: $(CAPI_OBJ)
LIBSO    := $(BUILD)/libxattn.so.$(XATTN_VERSION)
$(LIBSO): $(CORE_OBJ) $(CAPI_OBJ) capi/libxattn.map $(BUILD)/link.flags
	$(CC) $(OPT) -shared -Wl,-soname,libxattn.so.$(SOMAJOR) -Wl,--version-script=capi/libxattn.map -o $@ \
	  $(CORE_OBJ) $(CAPI_OBJ) $(LUA_LIBS) $(LDLIBS)
	ln -sf libxattn.so.$(XATTN_VERSION) $(BUILD)/libxattn.so.$(SOMAJOR)
	ln -sf libxattn.so.$(SOMAJOR) $(BUILD)/libxattn.so
all: $(LIBSO)
# `make install PREFIX=... [DESTDIR=...]`: besides the host and the Lua module (the install
# target below), the header, libxattn (static and shared), xattn.pc, and under
# share/xattn the scripts, configs, data, docs and the C example; the installed xattn finds
# them from any directory (xattn.home()).
SHARE    := $(DESTDIR)$(PREFIX)/share/xattn
install: install-more
.PHONY: install-more
install-more: all
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib/pkgconfig $(SHARE)/configs $(SHARE)/docs $(SHARE)/examples
	install -m 644 capi/xattn.h $(DESTDIR)$(PREFIX)/include/xattn.h
	install -m 644 $(BUILD)/libxattn.a $(DESTDIR)$(PREFIX)/lib/libxattn.a
	install -m 755 $(LIBSO) $(DESTDIR)$(PREFIX)/lib/libxattn.so.$(XATTN_VERSION)
	ln -sf libxattn.so.$(XATTN_VERSION) $(DESTDIR)$(PREFIX)/lib/libxattn.so.$(SOMAJOR)
	ln -sf libxattn.so.$(SOMAJOR) $(DESTDIR)$(PREFIX)/lib/libxattn.so
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(XATTN_VERSION)|' -e 's|@LIBS_PRIVATE@|$(LUA_LIBS) $(LDLIBS)|' \
	  capi/xattn.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/xattn.pc
	install -m 644 configs/*.json $(SHARE)/configs/
	cd data && find . -type d -exec install -d $(SHARE)/data/{} \; && find . -type f -exec install -m 644 {} $(SHARE)/data/{} \;
	install -m 644 docs/*.md $(SHARE)/docs/
	install -m 644 capi/example_stream.c $(SHARE)/examples/
# ==== live use, the C API, SentencePiece, installation (end) ================================

.PHONY: cuemu all test test-run demo demo-run deps install clean bench fuzz blas-check mpi-check cuda-tests FORCE
all: $(BUILD)/xattn $(BUILD)/xattn.so blas-check mpi-check

# a note (not an error) when MPI is missing: everything but xattn.dist works without it
mpi-check:
	@if [ -z "$(strip $(MPI_DEFS))" ] && [ "$(MPI)" != 0 ]; then \
	  echo "note: MPI not found (mpicc): built without distributed training (xattn.dist); 'make deps' installs Open MPI (libopenmpi-dev openmpi-bin), then run make again" >&2; \
	fi

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

# the MPI parts (lua/dist.c, lua/dist_lua.c) see mpi.h, and are rebuilt when MPI comes or goes
DIST_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,lua/dist.c lua/dist_lua.c)
$(DIST_OBJ): CFLAGS += $(MPI_DEFS)
$(DIST_OBJ): $(BUILD)/mpi.flags
$(CUDA_DEF_OBJ): $(BUILD)/cuda.flags
$(BUILD)/cuda.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(CUDA)' | cmp -s - $@ || echo '$(CUDA)' > $@
$(BUILD)/mpi.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(MPI_DEFS)' | cmp -s - $@ || echo '$(MPI_DEFS)' > $@

$(BUILD)/embed.c: $(LUA_FILES) tools/embed.lua
	@mkdir -p $(BUILD)
	lua5.4 tools/embed.lua $@ $(LUA_EMBED)

$(BUILD)/obj/embed.o: $(BUILD)/embed.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/%.cu.o: %.cu $(CUDA_DEP)
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCCFLAGS) -c $< -o $@

$(BUILD)/emu/%.o: %.cu $(CUDA_DEP)
	@mkdir -p $(dir $@)
	$(CXX) -x c++ $(EMU_CXXFLAGS) -c $< -o $@

$(BUILD)/emu/cuda_emu.o: tests/cuda_emu/cuda_emu.cpp
	@mkdir -p $(dir $@)
	$(CXX) $(EMU_CXXFLAGS) -c $< -o $@

# the emulated NCCL sums over MPI between the processes of an mpirun (when MPI is there)
$(BUILD)/emu/cuda_emu_nccl.o: tests/cuda_emu/cuda_emu_nccl.cpp $(BUILD)/mpi.flags
	@mkdir -p $(dir $@)
	$(CXX) $(EMU_CXXFLAGS) $(MPI_DEFS) -c $< -o $@

# (link.flags: the archive changes members when CUDA=1 is switched on or off)
$(BUILD)/libxattn.a: $(CORE_OBJ) $(BUILD)/link.flags
	rm -f $@
	ar rcs $@ $(filter %.o,$^)

# the CPU core alone: the reference the GPU test suite compares against
$(BUILD)/libxattn_host.a: $(HOST_OBJ)
	rm -f $@
	ar rcs $@ $^

# The link flags in a file that changes only when they do, so that a BLAS installed (or
# removed) since the last build relinks everything instead of keeping the old library.
$(BUILD)/link.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(LDLIBS)' | cmp -s - $@ || echo '$(LDLIBS)' > $@

$(BUILD)/xattn: $(REPL_OBJ) $(BUILD)/libxattn.a $(BUILD)/link.flags
	$(CC) $(OPT) -o $@ $(REPL_OBJ) $(BUILD)/libxattn.a $(LUA_LIBS) -lreadline -lutil $(LDLIBS)

# the Lua C module: Lua's own symbols come from the host interpreter. -z nodelete keeps it
# (and so libgomp and OpenBLAS) mapped after lua_close: stock lua5.4 unloads C modules at
# exit while OpenMP's and OpenBLAS's worker threads may still be running their code, which
# crashed most runs of a script at exit (tests/host/module.sh).
$(BUILD)/xattn.so: $(CORE_OBJ) $(BUILD)/link.flags
	$(CC) $(OPT) -shared -Wl,-z,nodelete -o $@ $(CORE_OBJ) $(LDLIBS)

$(BUILD)/tests/%: tests/c/%.c $(BUILD)/libxattn.a tests/c/ctest.h $(BUILD)/link.flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< $(BUILD)/libxattn.a $(LUA_LIBS) -lutil $(LDLIBS)

# The GPU suite (tests/cuda/): in the emulator (test_gpu_emu, the kernels' sources built as
# host C++), and against the real objects and cudart (test_gpu_device: on a machine
# without a device it checks that the backend says so, and why); the emulator's own tests
HOST_LDLIBS := $(BLAS_LIBS) $(MPI_LIBS) -lcjson -lm -fopenmp $(LDSAN)
$(BUILD)/tests/cuda/test_cuda_emu: tests/cuda_emu/test_emu.cpp $(BUILD)/emu/cuda_emu.o $(BUILD)/emu/cuda_emu_nccl.o
	@mkdir -p $(dir $@)
	$(CXX) $(EMU_CXXFLAGS) -o $@ $< $(BUILD)/emu/cuda_emu.o $(BUILD)/emu/cuda_emu_nccl.o $(HOST_LDLIBS)
$(BUILD)/tests/cuda/test_gpu_emu: $(GPUTEST_SRC) tests/cuda/gpu_test.h $(EMU_OBJ) $(BUILD)/libxattn_host.a
	@mkdir -p $(dir $@)
	$(CXX) $(EMU_CXXFLAGS) $(LUA_CFLAGS) -o $@ $(GPUTEST_SRC) $(EMU_OBJ) $(BUILD)/libxattn_host.a $(LUA_LIBS) $(HOST_LDLIBS)
$(BUILD)/tests/cuda/test_gpu_device: $(GPUTEST_SRC) tests/cuda/gpu_test.h $(BUILD)/libxattn.a $(BUILD)/link.flags
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(OPT) $(WARN) -I$(CUDA_HOME)/include $(LUA_CFLAGS) -o $@ $(GPUTEST_SRC) $(BUILD)/libxattn.a $(LUA_LIBS) $(LDLIBS)
cuda-tests: $(CUDA_TESTS)
# links tensor/'s objects only: a call from tensor/ into vm/, nn/, attention/ or lua/ is an
# undefined symbol here, so the build of the test fails (tests/host/layers.sh checks the
# includes)
$(BUILD)/tests/test_tensor_alone: tests/c/test_tensor_alone.c $(TENSOR_OBJ) tests/c/ctest.h $(BUILD)/link.flags
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< $(TENSOR_OBJ) $(BLAS_LIBS) -lm -fopenmp $(LDSAN)

# Which OpenBLAS the build loads, checked by running it. BLAS_REQUIRE=openmp (set by test
# and demo, which install the packages first) fails unless it is the OpenMP build; otherwise
# the build fails when the OpenMP build is installed but another was linked, and warns when
# it is not installed.
BLAS_REQUIRE ?=
blas-check: $(BUILD)/xattn
	@got=$$($(BUILD)/xattn -e 'io.write(xattn.blas().parallel)' 2>&1); \
	if [ "$$got" = openmp ]; then exit 0; fi; \
	if [ "$(BLAS_REQUIRE)" = openmp ] || [ "$(BLAS_WANT)" = openmp ]; then \
	  echo "error: $(BUILD)/xattn loads OpenBLAS's '$$got' build, not the OpenMP one (libopenblas-openmp-dev); run 'make clean' and build again" >&2; exit 1; \
	fi; \
	echo "warning: OpenBLAS's '$$got' build is linked; 'make deps' installs the OpenMP build, which trains about twice as fast on 2 cores (docs/performance.md)" >&2

# test and demo install the packages, then build in a second make, which reads this file
# again and so sees the OpenBLAS they installed
test: deps
	@$(MAKE) --no-print-directory test-run BLAS_REQUIRE=openmp
# with CUDA=1, an emulated xattn ($(BUILD)-cuemu/xattn) for the Lua GPU suite
test-run: all $(CTEST_BIN) $(CUDA_TESTS) $(if $(filter 1,$(CUDA)),cuemu)
	@BUILD=$(BUILD) SAN=$(SAN) CUDA=$(CUDA) bash tests/run.sh
cuemu:
	@$(MAKE) --no-print-directory CUDA=emu BUILD=$(BUILD)-cuemu $(BUILD)-cuemu/xattn

demo: deps
	@$(MAKE) --no-print-directory demo-run BLAS_REQUIRE=openmp
demo-run: all
	$(BUILD)/xattn scripts/demo.lua

bench: all
	$(BUILD)/xattn scripts/bench_ops.lua

deps:
	@bash tools/deps.sh

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/lua/5.4 $(DESTDIR)$(PREFIX)/share/xattn/scripts
	install -m 755 $(BUILD)/xattn $(DESTDIR)$(PREFIX)/bin/xattn
	install -m 755 $(BUILD)/xattn.so $(DESTDIR)$(PREFIX)/lib/lua/5.4/xattn.so
	install -m 644 scripts/*.lua $(DESTDIR)$(PREFIX)/share/xattn/scripts/
	install -m 755 scripts/torch_ref.py $(DESTDIR)$(PREFIX)/share/xattn/scripts/

# libFuzzer harnesses (tests/fuzz/harness.c, one binary per target) over a clang build of
# the core with ASan + UBSan in build-fuzz/; tests/fuzz/run.sh runs them on their corpora
FUZZ_TARGETS := checkpoint json bpe vocab
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_TIME ?= 60
fuzz:
	$(MAKE) BUILD=build-fuzz CC=clang WERROR=0 SPM_HAVE=0 OPT="-O1 -g -fno-omit-frame-pointer -Wno-pass-failed -fsanitize=fuzzer-no-link $(FUZZ_SAN)" \
	  LDSAN="$(FUZZ_SAN)" build-fuzz/libxattn.a
	for t in $(FUZZ_TARGETS); do \
	  clang -std=gnu17 -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer $(FUZZ_SAN) -fopenmp \
	    -DFUZZ_TARGET=$$t -DFUZZ_$$(echo $$t | tr a-z A-Z) $(LUA_CFLAGS) \
	    -o build-fuzz/fuzz_$$t tests/fuzz/harness.c build-fuzz/libxattn.a $(LUA_LIBS) $(BLAS_LIBS) $(MPI_LIBS) -lcjson -lm || exit 1; \
	done
	FUZZ_TIME=$(FUZZ_TIME) bash tests/fuzz/run.sh $(FUZZ_TARGETS)

clean:
	rm -rf build build-san build-fuzz build-cuemu build-san-cuemu

-include $(CORE_OBJ:.o=.d) $(REPL_OBJ:.o=.d) $(CAPI_OBJ:.o=.d) $(EMU_OBJ:.o=.d)
