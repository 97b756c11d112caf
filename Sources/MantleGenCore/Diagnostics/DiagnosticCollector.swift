import Foundation

/// Receives the diagnostics a stage finds, as it finds them: the one channel for warnings and
/// notes of every stage (swift-openapi-generator's `DiagnosticCollector`). A stage that cannot
/// produce its value throws besides; its errors are located ``Diagnostic``s too.
public protocol DiagnosticCollector: Sendable {
  /// Takes one diagnostic.
  func emit(_ diagnostic: Diagnostic)
}

/// A collector that keeps every diagnostic, in the order they were emitted.
public final class DiagnosticList: DiagnosticCollector, @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [Diagnostic] = []

  /// An empty list.
  public init() {}

  /// The diagnostics emitted so far.
  public var diagnostics: [Diagnostic] {
    lock.withLock { collected }
  }

  public func emit(_ diagnostic: Diagnostic) {
    lock.withLock { collected.append(diagnostic) }
  }
}
