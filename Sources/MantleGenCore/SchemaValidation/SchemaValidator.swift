import Foundation
import MantleGenSupport

/// Checks a schema's meaning once it has been read: references resolve, `extends` has no cycle,
/// names and key paths are unique, defaults and transforms fit their types, clusters are complete.
/// Each problem is reported where it is written: at the `extends`, name, key, default, transform
/// or cluster case concerned.
struct SchemaValidator {
  let schema: MappingSchema
  let locations: SchemaLocations

  func problems() -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for (index, model) in schema.models.enumerated() where index < locations.models.count {
      problems += self.problems(of: model, at: locations.models[index])
    }
    for (index, cluster) in schema.clusters.enumerated() where index < locations.clusters.count {
      problems += self.problems(of: cluster, at: locations.clusters[index])
    }
    return problems
  }

  // MARK: - Models

  private func problems(of model: Model, at modelLocations: SchemaLocations.ModelLocations) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    func report(_ message: String, at location: SourceLocation) {
      problems.append(Diagnostic(.error, message, at: location))
    }
    if let parent = model.extends, let location = modelLocations.extends {
      if let problem = referenceProblem(parent) {
        report("model '\(model.name)' extends \(problem)", at: location)
      } else if let cycle = extendsCycle(from: model) {
        report(
          "model '\(model.name)' extends itself (\(cycle.joined(separator: " → "))); 'extends' must not form a cycle",
          at: location)
        return problems
      }
    }

    /// A property seen so far: its name, the model declaring it, and its locations if it is the
    /// model's own.
    struct Seen {
      var property: Property
      var owner: String
      var locations: SchemaLocations.PropertyLocations?
      var name: String { property.swiftName }
    }
    // Problems among inherited properties are reported on the model that declares them.
    var all: [Seen] = ancestors(of: model).reversed().flatMap { ancestor in
      ancestor.properties.map { Seen(property: $0, owner: ancestor.name, locations: nil) }
    }
    var names: [String: Seen] = [:]
    var paths: [[String]: Seen] = [:]
    for seen in all {
      if names[seen.name.lowercased()] == nil { names[seen.name.lowercased()] = seen }
      for path in Self.readPaths(of: seen.property) where paths[path] == nil { paths[path] = seen }
    }
    for (index, property) in model.properties.enumerated() where index < modelLocations.properties.count {
      let seen = Seen(property: property, owner: model.name, locations: modelLocations.properties[index])
      let propertyLocations = modelLocations.properties[index]
      let name = seen.name
      if let first = names[name.lowercased()] {
        let naming =
          first.name == name
          ? "named '\(name)'" : "named '\(first.name)' and '\(name)'; names must differ in more than letter case"
        if first.owner == model.name {
          report("two properties of '\(model.name)' are \(naming)", at: propertyLocations.name)
        } else {
          report(
            "'\(name)' is already a property of '\(first.owner)', which '\(model.name)' extends"
              + (first.name == name
                ? "" : " (as '\(first.name)'; names must differ in more than letter case)"),
            at: propertyLocations.name)
        }
      } else {
        names[name.lowercased()] = seen
      }
      for keyPath in Self.readPaths(of: property) {
        let path = JSONKeyPath.text(of: keyPath)
        if let first = paths[keyPath] {
          let firstName =
            first.owner == model.name ? "'\(first.name)'" : "'\(first.name)' (from '\(first.owner)')"
          report("\(firstName) and '\(name)' are both mapped to the key path '\(path)'", at: propertyLocations.key)
        } else {
          paths[keyPath] = seen
        }
      }
      if property.holdsUnknownKeys {
        if let parent = model.extends {
          report(
            "'\(model.name)' extends '\(parent)', which reads the object's unknown keys; give the property for them to the model that others extend",
            at: propertyLocations.key)
        } else if let first = all.first(where: \.property.holdsUnknownKeys) {
          report("'\(first.name)' already holds the unknown keys of '\(model.name)'", at: propertyLocations.key)
        }
      }
      for (message, location) in self.problems(with: property, of: model, at: propertyLocations) {
        report("property '\(name)': \(message)", at: location)
      }
      all.append(seen)
    }
    // A key path may not lead into the value of another property's key path.
    for (index, seen) in all.enumerated() {
      guard let propertyLocations = seen.locations else { continue }
      let path = seen.property.keyPath
      for (otherIndex, other) in all.enumerated() where otherIndex != index {
        let otherPath = other.property.keyPath
        guard !otherPath.isEmpty else { continue }
        let from = other.owner == model.name ? "" : " (from '\(other.owner)')"
        if otherPath.count < path.count, Array(path.prefix(otherPath.count)) == otherPath {
          report(
            "the key path '\(JSONKeyPath.text(of: path))' of '\(seen.name)' goes through '\(JSONKeyPath.text(of: otherPath))', the key path of '\(other.name)'\(from); a key path cannot lead into another property's value",
            at: propertyLocations.key)
        } else if other.locations == nil, !path.isEmpty, path.count < otherPath.count,
          Array(otherPath.prefix(path.count)) == path
        {
          report(
            "the key path '\(JSONKeyPath.text(of: otherPath))' of '\(other.name)'\(from) goes through '\(JSONKeyPath.text(of: path))', the key path of '\(seen.name)'; a key path cannot lead into another property's value",
            at: propertyLocations.key)
        }
      }
    }
    return problems
  }

  /// What is wrong with a reference to the model `name` (as the words after "extends" or
  /// "uses"), if anything. A model that is declared but did not read is not reported again.
  private func referenceProblem(_ name: String) -> String? {
    guard schema.model(named: name) == nil else { return nil }
    switch locations.declaredTypes[name] {
    case .model?: return nil
    case .enumeration?: return "'\(name)', which is an enum, not a model"
    case .union?: return "'\(name)', which is a union, not a model"
    case .cluster?: return "'\(name)', which is a cluster, not a model"
    default: return "unknown model '\(name)'"
    }
  }

  /// The models `model` extends, nearest first (each once, even when `extends` forms a cycle).
  private func ancestors(of model: Model) -> [Model] {
    var result: [Model] = []
    var visited: Set<String> = [model.name]
    var current = model.extends
    while let name = current, visited.insert(name).inserted, let parent = schema.model(named: name) {
      result.append(parent)
      current = parent.extends
    }
    return result
  }

  /// The names from `model` back to itself when following `extends` leads back to it; `nil` when it
  /// does not (also when it leads into a cycle `model` is not part of, which is reported there).
  private func extendsCycle(from model: Model) -> [String]? {
    var chain = [model.name]
    var current = model.extends
    while let name = current {
      chain.append(name)
      if name == model.name { return chain }
      if chain.dropLast().contains(name) { return nil }
      current = schema.model(named: name)?.extends
    }
    return nil
  }

  /// What is wrong with a property's exclusion, default or transform, each with where it is written.
  private func problems(
    with property: Property, of owner: Model, at propertyLocations: SchemaLocations.PropertyLocations
  ) -> [(String, SourceLocation)] {
    var problems: [(String, SourceLocation)] = []
    if let problem = severalKeysProblem(property, of: owner) ?? arrayMemberProblem(property) {
      problems.append((problem, propertyLocations.key))
    }
    if schema.nullCase(of: property.type) != nil, property.isOptional || property.defaultValue != nil {
      problems.append(
        (
          "the enum '\(TypeExpression.text(of: property.type))' has a case for null, so null decodes as that case: the property cannot be optional or have a default",
          propertyLocations.key
        ))
    }
    if !property.isInJSON, !property.isOptional, property.defaultValue == nil {
      problems.append(
        (
          "it is not in the JSON (\"key\": null), so it needs a \"default\" or \"optional\": true",
          propertyLocations.key
        ))
    }
    if let value = property.defaultValue, let location = propertyLocations.defaultValue,
      !Self.fits(
        value, property.type, optional: property.isOptional, schema: schema, incompleteEnums: locations.incompleteEnums)
    {
      let type = TypeExpression.text(of: property.type)
      if value == .null {
        problems.append(("the default null needs \"optional\": true; otherwise give a value of type \(type)", location))
      } else if case .enumeration(let name) = property.type,
        let enumType = schema.enums.first(where: { $0.name == name })
      {
        let values = enumType.cases.map(\.value.jsonText).joined(separator: ", ")
        problems.append(("the default \(value.jsonText) is not a value of the enum '\(name)' (\(values))", location))
      } else {
        problems.append(("the default \(value.jsonText) is not a value of type \(type)", location))
      }
    }
    if let transform = property.transform, let location = propertyLocations.transform,
      case let expected = transform.definition.requiredLeaves, !expected.isEmpty, !expected.contains(property.type.leaf)
    {
      problems.append(
        (
          "the transform '\(transform.schemaName)' needs the type \(Self.alternatives(expected.map(TypeExpression.text(of:)))) (or collections of \(expected.count == 1 ? "it" : "them")), not \(TypeExpression.text(of: property.type))",
          location
        ))
    }
    return problems
  }

  /// The key paths a property reads: its key path, or the key paths of the keys its model is read
  /// from; none when it is not in the JSON.
  private static func readPaths(of property: Property) -> [[String]] {
    property.isReadFromSeveralKeys ? property.memberKeyPaths : property.keyPath.isEmpty ? [] : [property.keyPath]
  }

  /// What is wrong with a property read from several keys of `owner`'s objects: it must be a plain
  /// model (optional or not, without a default, transform or other settings) whose properties read
  /// exactly those keys, one each.
  private func severalKeysProblem(_ property: Property, of owner: Model) -> String? {
    guard property.isReadFromSeveralKeys else { return nil }
    guard case .model(let name) = property.type, let model = schema.model(named: name) else {
      return
        "a property read from several keys is a model built from them; its type must be a model, not \(TypeExpression.text(of: property.type))"
    }
    if property.defaultValue != nil || property.transform != nil || property.isLossy
      || !property.fallbackKeys.isEmpty || property.constant != nil || property.constraints != nil
      || property.onInvalid != nil
    {
      return
        "a model read from several keys is read whole: it cannot have a default, a transform, fallback keys, a constant, constraints or 'onInvalid'"
    }
    if property.keyPath.isEmpty, schema.options.keepsUnknownKeys || schema.unknownKeysProperty(of: owner) != nil {
      return
        "a model read from several keys of this object cannot be combined with keeping the object's unknown keys, which would read those keys again"
    }
    let properties = schema.allProperties(of: model)
    let keys = properties.filter(\.isInJSON).map(\.keyPath)
    guard keys.allSatisfy({ $0.count == 1 }),
      !properties.contains(where: { $0.isReadFromSeveralKeys || $0.holdsUnknownKeys }),
      Set(keys.map { $0[0] }) == Set(property.memberKeys)
    else {
      let listed = property.memberKeys.map { "'\($0)'" }.joined(separator: ", ")
      return
        "the model '\(name)' must read exactly the keys \(listed), one property each with a plain key, to be read from them"
    }
    return nil
  }

  /// What is wrong with a property whose key path goes through an array (`users[].name`): it
  /// holds an array of the members, read and written as they are.
  private func arrayMemberProblem(_ property: Property) -> String? {
    guard property.arrayMember != nil else { return nil }
    guard case .array = property.type else {
      return
        "a key path through an array gives one value per element; the type must be an array, not \(TypeExpression.text(of: property.type))"
    }
    if property.transform != nil || property.isLossy || !property.fallbackKeys.isEmpty || property.constant != nil
      || (property.defaultValue != nil && property.defaultValue != .emptyArray && property.defaultValue != .null)
    {
      return
        "a key path through an array reads each element's member as it is: it cannot have a transform, lossy elements, fallback keys, a constant or a default other than []"
    }
    return nil
  }

  /// `A`, `A or B`, `A, B or C`.
  private static func alternatives(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  static func fits(
    _ value: JSONLiteral, _ type: TypeReference, optional: Bool, schema: MappingSchema,
    incompleteEnums: Set<String> = []
  ) -> Bool {
    switch (value, type) {
    case (_, .enumeration(let name)) where value != .null:
      // An enum that did not read completely is not judged; its problems are reported already.
      guard let enumType = schema.enums.first(where: { $0.name == name }), !incompleteEnums.contains(name) else {
        return true
      }
      return enumType.enumCase(for: value) != nil
    case (.null, _): return optional
    case (.bool, .bool): return true
    case (.number(let text), .int), (.number(let text), .int64): return Int(text) != nil
    case (.number(let text), .int32): return Int32(text) != nil
    case (.number(let text), .double), (.number(let text), .decimal), (.number(let text), .date):
      return JSONNumber.isWithinDoubleRange(text)
    case (.string, .string): return true
    case (.string(let text), .url): return URL(string: text)?.scheme != nil
    case (.string(let text), .uuid): return StringFormats.uuidCase(of: text) != .mixed
    case (.string(let text), .data): return Data(base64Encoded: text) != nil
    case (.string(let text), .day): return JSONSupport.CalendarDay(text) != nil
    case (.string(let text), .dateTime): return JSONSupport.DateTime(text) != nil
    case (.emptyArray, .array): return true
    case (.emptyObject, .dictionary): return true
    default: return false
    }
  }

  // MARK: - Clusters

  private func problems(of cluster: ClusterType, at clusterLocations: SchemaLocations.ClusterLocations) -> [Diagnostic]
  {
    var problems: [Diagnostic] = []
    for (index, clusterCase) in cluster.cases.enumerated() where index < clusterLocations.cases.count {
      let caseLocations = clusterLocations.cases[index]
      if let problem = referenceProblem(clusterCase.model) {
        problems.append(
          Diagnostic(
            .error, "case '\(clusterCase.name)' of cluster '\(cluster.name)' uses \(problem)", at: caseLocations.model)
        )
      }
      if let rule = clusterCase.rule, rule.mustBeWritten, let model = schema.model(named: clusterCase.model),
        !schema.writesKey(rule.key, of: model)
      {
        let reading = if case .oneOf = rule.condition { "which of its values the object had" } else { "its value" }
        problems.append(
          Diagnostic(
            .error,
            "case '\(clusterCase.name)' of cluster '\(cluster.name)' is chosen by \(JSONText.quoted(rule.key)), but '\(model.name)' has no property for that key, so encoding would lose \(reading); add one",
            at: caseLocations.object))
      }
      if clusterLocations.isComplete, clusterCase.rule == nil, index != cluster.cases.count - 1 {
        problems.append(
          Diagnostic(
            .error,
            "case '\(clusterCase.name)' of cluster '\(cluster.name)' has no \"when\" rule but is not the last case; only the last case may be the fallback without a rule",
            at: caseLocations.object))
      }
    }
    return problems
  }
}
