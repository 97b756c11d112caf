import MantleGenSupport

/// A textual date format whose values decode to `Date` and re-encode to exactly the same text: the
/// support library's type, which generated code, inference and the drift check all use.
typealias DateFormat = JSONSupport.DateFormat
