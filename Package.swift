// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "mantlegen",
  products: [
    .executable(name: "mantlegen", targets: ["mantlegen"]),
    .library(name: "MantleGenCore", targets: ["MantleGenCore"]),
  ],
  targets: [
    .target(name: "MantleGenCore"),
    .executableTarget(name: "mantlegen", dependencies: ["MantleGenCore"]),
    .testTarget(name: "MantleGenCoreTests", dependencies: ["MantleGenCore"]),
    .testTarget(name: "MantleGenCLITests", dependencies: ["mantlegen"]),
    .testTarget(
      name: "MantleGenEndToEndTests",
      dependencies: ["MantleGenCore", "mantlegen"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
