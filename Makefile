# mantlegen: build, test, regenerate the example models and check them. `make test` and
# `make check` are what CI runs.
SWIFT ?= swift
MANTLEGEN = .build/debug/mantlegen

# Each example: schema name : sample under Samples/ : folder under Sources/ExampleModels/ (a target).
EXAMPLES = \
  group_profile:group_profile.json:GroupProfile \
  group_profiles:group_profiles_cluster.json:GroupProfiles \
  login_result:login_result.json:LoginResult \
  orders:drift/orders_v1.json:Orders

.PHONY: build test-build test integration run models check release install bench fuzz

# Builds the tool. Only the products named: building every product would compile the library a
# second time, as a host tool for the plugins.
build:
	$(SWIFT) build --product mantlegen

# The whole test suite: unit, golden, command-line and end-to-end round-trip tests, built once
# (the tool and the benchmark the end-to-end tests run, then the test bundle).
test-build:
	$(SWIFT) build --product mantlegen
	$(SWIFT) build --product mantlegen-bench
	$(SWIFT) build --product mantlegenPackageTests

test: test-build
	$(SWIFT) test --skip-build

# The slow integration checks, CI's separate step (.ci/integration): the build plugin in a package that builds
# this one again, and the README's Quick start and Install recipes (a static release build).
integration: test-build
	MANTLEGEN_INTEGRATION=1 $(SWIFT) test --skip-build --filter SwiftPMPluginTests
	bash .ci/readme

# Print the models for a bundled sample.
run:
	$(SWIFT) run mantlegen infer Samples/group_profile.json

# Regenerate every schema in Schemas/ into its example-models target.
models: build
	@for example in $(EXAMPLES); do \
	  schema=$${example%%:*}; rest=$${example#*:}; folder=$${rest#*:}; \
	  echo "generate Schemas/$$schema.json -> Sources/ExampleModels/$$folder"; \
	  $(MANTLEGEN) generate Schemas/$$schema.json -o Sources/ExampleModels/$$folder || exit 2; \
	done

# Drift check of every schema against its sample, and of the committed models against the schemas.
check: build
	@status=0; for example in $(EXAMPLES); do \
	  schema=$${example%%:*}; rest=$${example#*:}; sample=$${rest%%:*}; folder=$${rest#*:}; \
	  echo "check Schemas/$$schema.json Samples/$$sample"; \
	  $(MANTLEGEN) check Schemas/$$schema.json Samples/$$sample --generated Sources/ExampleModels/$$folder || status=1; \
	done; exit $$status

# On Linux the release binary is one static executable (the Swift runtime, Foundation and the C
# library linked in, by the toolchain's lld): no run-time relocations or shared libraries to load.
# macOS links the system's Swift runtime, as every Apple platform does.
#
# On every platform the compiler reaches the metadata of generic types through direct accessor
# calls instead of mangled names: the runtime then neither demangles the names nor searches the
# conformance tables for each type's requirements on first use (a 1 KB `infer` runs 5.9M
# instructions instead of 8.4M).
DIRECT_METADATA_FLAGS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS ?= -Xswiftc -static-executable -Xswiftc -use-ld=lld $(DIRECT_METADATA_FLAGS)
else
RELEASE_FLAGS ?= $(DIRECT_METADATA_FLAGS)
endif
# Only the products named (not the benchmark, the examples or the plugins' host tools).
release:
	$(SWIFT) build -c release --product mantlegen $(RELEASE_FLAGS)

# Install the release binary, stripped of debug information, into $(PREFIX)/bin (DESTDIR for staging).
PREFIX ?= /usr/local
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -s -m 755 .build/release/mantlegen "$(DESTDIR)$(PREFIX)/bin/mantlegen"

# Performance benchmark (outside CI; `make test` runs a 1 MB smoke run of it): generates inputs
# into .bench/, times the release mantlegen and the peer genson (installed into .venv-bench/ on
# first use), compares decoding with a hand-written Codable struct, and rewrites the README's
# Performance block. BENCH_FLAGS passes options, e.g. BENCH_FLAGS="--sizes 10,100 --no-peer".
BENCH_FLAGS ?=
bench: release
	$(SWIFT) build -c release --product mantlegen-bench $(RELEASE_FLAGS)
	.build/release/mantlegen-bench --readme README.md $(BENCH_FLAGS)

# Fuzz the JSON reader, the whole pipeline and import (JSON Schema, OpenAPI, YAML) with libFuzzer for FUZZ_SECONDS each (outside CI).
# Inputs that crash are left as crash-* files; keep each as a regression in Tests/Fuzz/Regressions.
# Leaks are not checked: Swift's lazily made globals (option tables) are never freed before exit.
FUZZ_SECONDS ?= 120
FUZZ_DIR = .build/fuzz
fuzz: build
	rm -rf $(FUZZ_DIR)/src && mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/src
	cp -R Sources/MantleGenCore Tests/Fuzz/FuzzTargets.swift $(FUZZ_DIR)/src/
	# The embedded support library, which the build's SupportEmbedding plugin generates.
	cp .build/plugins/outputs/*/MantleGenCore/destination/SupportEmbedding/*.swift $(FUZZ_DIR)/src/MantleGenCore/
	# The support library's files, renamed: one module may not hold two files of one name (Transform.swift).
	mkdir -p $(FUZZ_DIR)/src/Support
	for file in Sources/MantleGenSupport/*.swift; do cp "$$file" "$(FUZZ_DIR)/src/Support/Support$$(basename $$file)"; done
	# One module: the support library's sources join the core's, so their imports go.
	find $(FUZZ_DIR)/src -name '*.swift' -exec sed -i '/^import MantleGenSupport$$/d' {} +
	cp Samples/*.json Samples/drift/*.json Tests/MantleGenEndToEndTests/Fixtures/corpus/*.json Tests/Fuzz/Regressions/* $(FUZZ_DIR)/corpus/
	mkdir -p $(FUZZ_DIR)/import-corpus
	cp Tests/MantleGenEndToEndTests/Fixtures/openapi/*.openapi.* Tests/MantleGenEndToEndTests/Fixtures/json-schema/*.schema.* \
	  Tests/MantleGenEndToEndTests/Fixtures/yaml-test-suite/*.yaml $(FUZZ_DIR)/import-corpus/
	# The C system calls the core imports, compiled apart and linked in.
	clang -O2 -fsanitize=address -c Sources/CMantleGenSystem/system.c -I Sources/CMantleGenSystem/include \
	  -o $(FUZZ_DIR)/system.o
	for target in READER PIPELINE IMPORT; do \
	  swiftc -sanitize=fuzzer,address -parse-as-library -O -D FUZZ_$$target -module-name MantleGenCore -package-name mantlegen \
	    -I Sources/CMantleGenSystem/include $(FUZZ_DIR)/system.o \
	    $$(find $(FUZZ_DIR)/src -name '*.swift') -o $(FUZZ_DIR)/fuzz-$$target || exit 2; \
	done
	for target in READER PIPELINE; do \
	  (cd $(FUZZ_DIR) && ASAN_OPTIONS=detect_leaks=0 ./fuzz-$$target -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -detect_leaks=0 corpus) || exit 1; \
	done
	(cd $(FUZZ_DIR) && ASAN_OPTIONS=detect_leaks=0 ./fuzz-IMPORT -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=10 -detect_leaks=0 import-corpus) || exit 1
