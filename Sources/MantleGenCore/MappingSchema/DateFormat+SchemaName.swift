// MARK: - Schema names

extension DateFormat {
  /// Stable name used in mapping schema files and tables: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`,
  /// `iso8601`, `iso8601(any)`, `iso8601(fraction: 3)`, `iso8601(zone: +02:00)`,
  /// `iso8601(zone: none)` (no zone suffix), `iso8601(fraction: 3, zone: +02:00)`,
  /// `iso8601(seconds: none)` (`yyyy-MM-ddTHH:mmZ`). Arguments equal to the default (seconds
  /// without a fraction, zone `Z`) are left out.
  var schemaName: String {
    switch self {
    case .date: return "yyyy-MM-dd"
    case .dateTime: return "yyyy-MM-dd HH:mm:ss"
    case .anyISO8601: return "iso8601(any)"
    case .iso8601(let digits, let zone):
      return Self.iso8601Name(digits == 0 ? [] : ["fraction: \(digits)"], zone: zone)
    case .iso8601Minutes(let zone):
      return Self.iso8601Name(["seconds: \(Self.none)"], zone: zone)
    }
  }

  /// `iso8601(…)` with `arguments` and, unless it is `Z`, the zone.
  private static func iso8601Name(_ arguments: [String], zone: String) -> String {
    let all = arguments + (zone == "Z" ? [] : ["zone: \(zone.isEmpty ? none : zone)"])
    return all.isEmpty ? "iso8601" : "iso8601(\(all.joined(separator: ", ")))"
  }

  /// The value of an argument that leaves a part out: no zone suffix, no seconds.
  private static let none = "none"

  /// The format named `schemaName` (see `schemaName`). Also accepts explicit default arguments
  /// (`iso8601(fraction: 0, zone: Z)`) and any spacing; rejects fraction digits outside 0…6,
  /// invalid zones, a fraction without seconds, unknown or repeated arguments.
  init?(schemaName: String) {
    let name = schemaName.trimmingCharacters(in: .whitespaces)
    switch name {
    case "yyyy-MM-dd": self = .date
    case "yyyy-MM-dd HH:mm:ss": self = .dateTime
    case "iso8601": self = .iso8601(fractionDigits: 0, zone: "Z")
    case "iso8601(any)": self = .anyISO8601
    default:
      guard name.hasPrefix("iso8601("), name.hasSuffix(")") else { return nil }
      var digits: Int?
      var zone: String?
      var hasSeconds: Bool?
      for argument in name.dropFirst("iso8601(".count).dropLast().split(separator: ",") {
        let parts = argument.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let label = parts[0].trimmingCharacters(in: .whitespaces)
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        switch label {
        case "fraction" where digits == nil:
          guard let number = Int(value), (0...6).contains(number) else { return nil }
          digits = number
        case "seconds" where hasSeconds == nil && value == Self.none:
          hasSeconds = false
        case "zone" where zone == nil && value == Self.none:
          zone = ""
        case "zone" where zone == nil:
          guard Self.zoneOffset(value.utf8) != nil else { return nil }
          zone = value
        default: return nil
        }
      }
      switch (hasSeconds, digits) {
      case (false?, nil): self = .iso8601Minutes(zone: zone ?? "Z")
      case (nil, _) where digits != nil || zone != nil: self = .iso8601(fractionDigits: digits ?? 0, zone: zone ?? "Z")
      default: return nil
      }
    }
  }
}
