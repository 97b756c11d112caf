import Foundation

/// Checks a schema's meaning once it has been read: references resolve, `extends` has no cycle,
/// names and key paths are unique, defaults and transforms fit their types, clusters are complete.
struct SchemaValidator {
  let schema: MappingSchema
  let locations: SchemaLocations

  func problems() -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let fallbackLocation = locations.rootType ?? SourceLocation(file: "schema", line: 1, column: 1)
    for model in schema.models {
      let modelLocation = locations.models[model.name] ?? fallbackLocation
      func report(_ message: String, property: String? = nil) {
        let location = property.flatMap { locations.properties[model.name]?[$0] } ?? modelLocation
        problems.append(Diagnostic(.error, message, at: location))
      }
      if let parent = model.extends {
        if schema.model(named: parent) == nil {
          report("model '\(model.name)' extends unknown model '\(parent)'")
        } else if extendsCycle(from: model) {
          report("model '\(model.name)' extends itself through '\(parent)': 'extends' must not form a cycle")
          continue
        }
      }
      var names = Set<String>()
      var paths: [[String]: String] = [:]
      for property in schema.allProperties(of: model) {
        let own = model.properties.contains(property) ? property.swiftName : nil
        if !names.insert(ModelCoding.unescaped(property.swiftName).lowercased()).inserted {
          report("two properties of '\(model.name)' are named '\(property.swiftName)'", property: own)
        }
        if !property.keyPath.isEmpty {
          if let other = paths[property.keyPath] {
            report(
              "'\(property.swiftName)' and '\(other)' are both mapped to the key path '\(KeyPathText.text(of: property.keyPath))'",
              property: own)
          }
          paths[property.keyPath] = property.swiftName
        }
        if let problem = problem(with: property) { report("property '\(property.swiftName)': \(problem)", property: own) }
      }
      for (path, name) in paths.sorted(by: { $0.value < $1.value }) {
        for length in 1..<max(1, path.count) where paths[Array(path.prefix(length))] != nil {
          report(
            "the key path of '\(name)' goes through '\(KeyPathText.text(of: Array(path.prefix(length))))', which another property maps to a value",
            property: name)
        }
      }
    }
    for cluster in schema.clusters {
      let location = locations.clusters[cluster.name] ?? fallbackLocation
      for clusterCase in cluster.cases where schema.model(named: clusterCase.model) == nil {
        problems.append(Diagnostic(.error, "cluster '\(cluster.name)' case '\(clusterCase.name)' uses unknown model '\(clusterCase.model)'", at: location))
      }
      let fallbacks = cluster.cases.filter { $0.rule == nil }
      if fallbacks.count > 1 || (fallbacks.count == 1 && cluster.cases.last?.rule != nil) {
        problems.append(Diagnostic(.error, "cluster '\(cluster.name)' may have one case without a rule, and it must be last", at: location))
      }
    }
    return problems
  }

  private func extendsCycle(from model: Model) -> Bool {
    var visited: Set<String> = [model.name]
    var current = model.extends
    while let name = current {
      guard visited.insert(name).inserted else { return true }
      current = schema.model(named: name)?.extends
    }
    return false
  }

  /// What is wrong with a property's default, transform or exclusion, if anything.
  private func problem(with property: Property) -> String? {
    if property.keyPath.isEmpty, !property.isOptional, property.defaultValue == nil {
      return "a property that is not in the JSON (\"key\": null) needs a default or \"optional\": true"
    }
    if property.keyPath.contains(where: \.isEmpty), property.keyPath.count > 1 {
      return "the key path '\(KeyPathText.text(of: property.keyPath))' has an empty key between dots"
    }
    if let value = property.defaultValue, !Self.fits(value, property.type, optional: property.isOptional, schema: schema) {
      return "the default \(value.jsonText) is not a value of type \(TypeExpression.text(of: property.type))"
    }
    if let transform = property.transform, let expected = Self.requiredLeaf(of: transform),
      property.type.leaf != expected
    {
      return "the transform '\(TransformName.text(of: transform))' needs the type \(TypeExpression.text(of: expected)) (or collections of it), not \(TypeExpression.text(of: property.type))"
    }
    return nil
  }

  private static func requiredLeaf(of transform: Transform) -> TypeReference? {
    switch transform {
    case .date, .unixTime, .dateFormatter: .date
    case .lowercaseUUID: .uuid
    case .lenient, .firstElement: nil
    }
  }

  static func fits(_ value: JSONLiteral, _ type: TypeReference, optional: Bool, schema: MappingSchema) -> Bool {
    switch (value, type) {
    case (.null, _): return optional
    case (.bool, .bool): return true
    case (.number(let text), .int): return Int(text) != nil
    case (.number(let text), .double), (.number(let text), .decimal), (.number(let text), .date):
      return Double(text) != nil
    case (.string, .string): return true
    case (.string(let text), .url): return URL(string: text)?.scheme != nil
    case (.string(let text), .uuid): return StringFormats.uuidCase(of: text) != .mixed
    case (.string(let text), .enumeration(let name)):
      return schema.enums.first { $0.name == name }?.cases.contains { $0.value == text } ?? false
    case (.emptyArray, .array): return true
    case (.emptyObject, .dictionary): return true
    default: return false
    }
  }
}
