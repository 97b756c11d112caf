// mantlegen:support api uses=
import Foundation

extension JSONSupport {
  /// The values that models decoding with the `replace` policy (`"onInvalid": "replace"`) replaced
  /// instead of failing. Put one in the decoder's `userInfo` to learn what was replaced:
  ///
  ///     let log = JSONSupport.InvalidValueLog()
  ///     let decoder = JSONDecoder()
  ///     decoder.userInfo[JSONSupport.InvalidValueLog.key] = log
  ///     let user = try decoder.decode(User.self, from: data)
  ///     for replacement in log.replacements { print(replacement) }
  public final class InvalidValueLog: @unchecked Sendable {
    /// One replaced value: where it was and why it did not decode.
    public struct Replacement: Hashable, Sendable, Swift.CustomStringConvertible {
      /// The JSON path of the value, like `$.items[2].age`.
      public let path: String
      /// Why the value did not decode.
      public let reason: String

      public var description: String { "\(path): \(reason)" }
    }

    /// The `userInfo` key under which decoding finds the log.
    public static let key = CodingUserInfoKey(rawValue: "JSONSupport.InvalidValueLog")!

    private let lock = Foundation.NSLock()
    private var recorded: [Replacement] = []

    public init() {}

    /// Every replacement so far, in decoding order.
    public var replacements: [Replacement] {
      lock.lock()
      defer { lock.unlock() }
      return recorded
    }

    /// `replacement`, after recording in the log that `decoder` carries (if any) that the value
    /// `error` is about did not decode.
    public static func replacement<Value>(
      _ replacement: Value, for error: DecodingError, in decoder: any Decoder
    ) -> Value {
      (decoder.userInfo[key] as? InvalidValueLog)?.record(error)
      return replacement
    }

    /// The value for `key` of `container` (`nil` when the key or the container is missing or the
    /// value is `null`), or `nil` after recording in the log that `decoder` carries that the value
    /// did not decode: the `replace` policy for a property without a transform.
    public static func decodeIfPresent<Value: Decodable, Key: CodingKey>(
      _ type: Value.Type, forKey key: Key, in container: KeyedDecodingContainer<Key>?,
      _ decoder: any Decoder
    ) throws -> Value? {
      do {
        return try container?.decodeIfPresent(type, forKey: key)
      } catch let error as DecodingError {
        return replacement(nil, for: error, in: decoder)
      }
    }

    private func record(_ error: DecodingError) {
      let entry: Replacement
      switch error {
      case .typeMismatch(_, let context), .valueNotFound(_, let context),
        .dataCorrupted(let context):
        entry = Replacement(
          path: Self.path(context.codingPath), reason: context.debugDescription)
      case .keyNotFound(let key, let context):
        entry = Replacement(
          path: Self.path(context.codingPath + [key]), reason: "no value for this key")
      @unknown default:
        entry = Replacement(path: "$", reason: String(describing: error))
      }
      lock.lock()
      defer { lock.unlock() }
      recorded.append(entry)
    }

    /// `$.items[2].age` for the keys `items`, 2, `age`.
    private static func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.reduce(into: "$") { path, key in
        if let index = key.intValue { path += "[\(index)]" } else { path += "." + key.stringValue }
      }
    }
  }
}
