# Thin front over CMake/CTest: `make run`, `make test`, `make bench`.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BUILD ?= build
SAN_BUILD ?= build-san
WERROR ?= $(if $(YOMI_WERROR),ON,ON)

.PHONY: all deps build build-san run test test-fast bench clean

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

# The main job on a built-in default: a tour of every part that exists.
run: build
	@./$(BUILD)/yomi demo

# Every test in the optimised build, then again under ASan+UBSan (tests labelled
# "slow" or "mpi" run only in the optimised build).
test: build build-san
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
	@cd $(SAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		ctest --output-on-failure -j $(JOBS) -LE "slow|mpi"

test-fast: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	@bash bench/run.sh ./$(BUILD)/yomi

clean:
	rm -rf $(BUILD) $(SAN_BUILD)
