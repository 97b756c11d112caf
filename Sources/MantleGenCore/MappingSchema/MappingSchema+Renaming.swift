extension MappingSchema {
  /// The same schema with `prefix` before every type name (models, unions, enums, clusters and the
  /// root), e.g. to keep the models of several APIs apart in one module.
  public func prefixingTypeNames(with prefix: String) -> MappingSchema {
    guard !prefix.isEmpty else { return self }
    var copy = self
    copy.options.typePrefix = prefix + options.typePrefix
    copy.rootName = prefix + rootName
    copy.rootType = Self.prefixing(rootType, prefix)
    copy.models = models.map { model in
      var model = model
      model.name = prefix + model.name
      model.extends = model.extends.map { prefix + $0 }
      model.properties = model.properties.map { property in
        var property = property
        property.type = Self.prefixing(property.type, prefix)
        return property
      }
      return model
    }
    copy.unions = unions.map { union in
      UnionType(
        name: prefix + union.name,
        cases: union.cases.map { UnionCase(name: $0.name, type: Self.prefixing($0.type, prefix)) },
        sourcePaths: union.sourcePaths)
    }
    copy.enums = enums.map {
      EnumType(name: prefix + $0.name, cases: $0.cases, fallback: $0.fallback, isOpen: $0.isOpen)
    }
    copy.aliases = aliases.map {
      TypeAlias(name: prefix + $0.name, type: Self.prefixing($0.type, prefix), documentation: $0.documentation)
    }
    copy.endpoints = endpoints.map {
      Endpoint(operation: $0.operation, body: $0.body, type: Self.prefixing($0.type, prefix))
    }
    copy.clusters = clusters.map { cluster in
      ClusterType(
        name: prefix + cluster.name,
        cases: cluster.cases.map { ClusterCase(name: $0.name, model: prefix + $0.model, rule: $0.rule) })
    }
    return copy
  }

  private static func prefixing(_ type: TypeReference, _ prefix: String) -> TypeReference {
    switch type {
    case .model(let name): .model(prefix + name)
    case .union(let name): .union(prefix + name)
    case .enumeration(let name): .enumeration(prefix + name)
    case .cluster(let name): .cluster(prefix + name)
    case .array(let element): .array(prefixing(element, prefix))
    case .dictionary(let value): .dictionary(prefixing(value, prefix))
    case .optional(let wrapped): .optional(prefixing(wrapped, prefix))
    default: type
    }
  }
}
