extension Transform {
  /// How the transform reads in doc comments and mapping tables: `date: iso8601`,
  /// `date: unix seconds`, `uuid: lower case`, `lenient`, `first element`.
  var displayName: String {
    switch self {
    case .date(let format): "date: \(format.schemaName)"
    case .unixTime(let unit): "date: unix \(unit.rawValue)"
    case .dateFormatter(let pattern): "date: \(pattern)"
    case .lowercaseUUID: "uuid: lower case"
    case .lenient: "lenient"
    case .firstElement: "first element"
    }
  }
}
