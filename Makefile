# mantlegen: build, test and run the tool. `make test` is what CI runs.
SWIFT ?= swift

.PHONY: build test run release

build:
	$(SWIFT) build

# The whole test suite: unit, golden, command-line and end-to-end round-trip tests, built once.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Print the models for a bundled sample.
run:
	$(SWIFT) run mantlegen infer Samples/group_profile.json

release:
	$(SWIFT) build -c release
