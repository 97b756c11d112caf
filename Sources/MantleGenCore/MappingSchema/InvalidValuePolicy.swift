/// What decoding does with a value that is present but cannot be decoded as its property's type: a
/// string where a number belongs, an unknown value of a closed enum, an object that lacks a
/// required key. Set for the whole schema (`options.onInvalid`), for a model or for one property
/// (`"onInvalid"`); the closest setting wins.
public enum InvalidValuePolicy: String, Hashable, Sendable, CaseIterable {
  /// Decoding fails with an error that names the JSON path (the default).
  case fail
  /// The value is replaced by the property's default, or by `nil` (a property without a default
  /// is then optional in Swift), and the replacement is reported to the `InvalidValueLog` that the
  /// caller puts in the decoder's `userInfo`. A missing key is not an invalid value: whether it may
  /// be missing is still the property's `optional`.
  case replace
}
