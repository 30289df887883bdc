# Thin front over CMake/CTest: `make run`, `make test`, `make bench`.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD ?= build
SAN_BUILD ?= build-san
TSAN_BUILD ?= build-tsan
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
WERROR ?= $(if $(YOMI_WERROR),ON,ON)

.PHONY: all deps build build-san build-tsan run test test-fast test-browser test-tsan bench fuzz fuzz-build format format-check clean

all: build

deps:
	@bash scripts/deps.sh

$(BUILD)/CMakeCache.txt: | deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DYOMI_WERROR=$(WERROR) >/dev/null

build: deps $(BUILD)/CMakeCache.txt
	@cmake --build $(BUILD) -j $(JOBS) -- --no-print-directory

$(SAN_BUILD)/CMakeCache.txt: | deps
	@cmake -S . -B $(SAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DYOMI_SANITIZE=ON -DYOMI_WERROR=$(WERROR) >/dev/null

build-san: deps $(SAN_BUILD)/CMakeCache.txt
	@cmake --build $(SAN_BUILD) -j $(JOBS) -- --no-print-directory

# ThreadSanitizer build (without MPI: Open MPI is not instrumented and no threaded test uses it).
$(TSAN_BUILD)/CMakeCache.txt: | deps
	@cmake -S . -B $(TSAN_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DYOMI_TSAN=ON -DYOMI_MPI=OFF \
		-DYOMI_WERROR=$(WERROR) >/dev/null

build-tsan: deps $(TSAN_BUILD)/CMakeCache.txt
	@cmake --build $(TSAN_BUILD) -j $(JOBS) -- --no-print-directory

# The main job on a built-in default: a tour of every part that exists.
run: build
	@YOMI_DEMO_DIR=$(BUILD)/demo ./$(BUILD)/yomi demo

# The sources follow .clang-format; every test in the optimised build, then again under ASan+UBSan
# (tests labelled "slow" or "mpi" run only in the optimised build).
test: build build-san
	@$(MAKE) --no-print-directory format-check
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
	@cd $(SAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		ctest --output-on-failure -j $(JOBS) -LE "slow|mpi"

test-fast: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The proof explorer in a real browser: headless Chromium walks a 3x3 proof page, the DOM and a
# screenshot are checked (tests/browser_explorer.sh; skips with a message without Chromium, which
# `scripts/deps.sh --browser` installs).
test-browser: build
	@bash tests/browser_explorer.sh ./$(BUILD)/yomi

# The tests that run several threads (CTest label "tsan": the parallel df-pn solver, the threaded
# Shogi estimator) under ThreadSanitizer. Reports go to files, since the command-line tests keep
# their programs' stderr; any report fails the target and is printed.
TSAN_LOGS = $(CURDIR)/$(TSAN_BUILD)/tsan-logs
test-tsan: build-tsan
	@rm -rf $(TSAN_LOGS) && mkdir -p $(TSAN_LOGS)
	@cd $(TSAN_BUILD) && rc=0; \
	TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 log_path=$(TSAN_LOGS)/report" \
		ctest --output-on-failure -j $(JOBS) -L tsan || rc=$$?; \
	if ls $(TSAN_LOGS)/report.* >/dev/null 2>&1; then \
		cat $(TSAN_LOGS)/report.*; echo "test-tsan: ThreadSanitizer reports (above, in $(TSAN_LOGS))"; exit 1; \
	fi; exit $$rc

bench: build
	@bash bench/run.sh ./$(BUILD)/yomi

# libFuzzer harnesses of fuzz/ (clang, ASan+UBSan; clang warnings are not errors here: the gcc builds
# hold -Werror), each run FUZZ_SECONDS seconds on its seed corpus
# (scripts/fuzz.sh prints executions, coverage and crashes per target; FUZZ_TARGETS picks some,
# FUZZ_JOBS=N runs N at once).
$(FUZZ_BUILD)/CMakeCache.txt:
	@YOMI_DEPS_FUZZ=1 bash scripts/deps.sh
	@cmake -S . -B $(FUZZ_BUILD) -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo -DYOMI_FUZZ=ON \
		-DYOMI_MPI=OFF -DYOMI_WERROR=OFF >/dev/null

fuzz-build: $(FUZZ_BUILD)/CMakeCache.txt
	@YOMI_DEPS_FUZZ=1 bash scripts/deps.sh
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz_all -- --no-print-directory

fuzz: fuzz-build
	@FUZZ_JOBS=$(FUZZ_JOBS) bash scripts/fuzz.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Source formatting (.clang-format): `format` rewrites the C sources of src/, tests/ and fuzz/ in place,
# `format-check` changes nothing and fails if any of them is not formatted.
FORMAT_FILES = $(shell find src tests fuzz -name '*.[ch]' | sort)
format: | deps
	@clang-format -i $(FORMAT_FILES)

format-check: | deps
	@clang-format --dry-run -Werror $(FORMAT_FILES)

clean:
	rm -rf $(BUILD) $(SAN_BUILD) $(TSAN_BUILD) $(FUZZ_BUILD)
