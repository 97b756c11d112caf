extension JSONSchemaImporter {
  /// A request or response body schema written inline under `paths` (not a `$ref` to a
  /// component): the key its type is named from and its JSON pointer.
  struct OperationBody {
    var key: String
    var pointer: String
    var node: LocatedJSON
    /// The method and path (`GET /pets/{petId}`), and `request` or the response's status.
    var operation = ""
    var body = ""
  }

  static let httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

  /// The JSON bodies of every operation, in document order: for each operation (`operationId`,
  /// else its method and path), the request body (`…Request`; Swagger 2.0: the `in: body`
  /// parameter) and each success response (`…Response` for the first, then `…Response201`…), each
  /// from its JSON media type (Swagger 2.0: the response's `schema`), inline or a `$ref`.
  static func operationBodies(of document: LocatedJSON) -> [OperationBody] {
    var bodies: [OperationBody] = []
    for path in document.member("paths")?.members ?? [] {
      let pathPointer = "#/paths/" + JSONSchemaModelBuilder.escape(path.key)
      for operation in path.value.members where httpMethods.contains(operation.key) {
        let name = operation.value.member("operationId")?.string ?? operation.key + " " + path.key
        let pointer = pathPointer + "/" + operation.key
        let method = operation.key.uppercased() + " " + path.key
        if let (schema, schemaPointer) = requestSchema(of: operation.value, pointer: pointer) {
          bodies.append(
            OperationBody(
              key: name + " request", pointer: schemaPointer, node: schema, operation: method, body: "request"))
        }
        let successes = (operation.value.member("responses")?.members ?? []).filter { $0.key.hasPrefix("2") }
        for (index, response) in successes.enumerated() {
          let responsePointer = pointer + "/responses/" + JSONSchemaModelBuilder.escape(response.key)
          guard let (schema, schemaPointer) = jsonSchema(of: response.value, pointer: responsePointer) else { continue }
          let key = name + " response" + (index == 0 ? "" : " " + response.key)
          bodies.append(
            OperationBody(key: key, pointer: schemaPointer, node: schema, operation: method, body: response.key))
        }
      }
    }
    return bodies
  }

  private static func requestSchema(of operation: LocatedJSON, pointer: String) -> (LocatedJSON, String)? {
    if let body = operation.member("requestBody") { return jsonSchema(of: body, pointer: pointer + "/requestBody") }
    let parameters = operation.member("parameters")?.elements ?? []
    guard let index = parameters.firstIndex(where: { $0.member("in")?.string == "body" }),
      let schema = parameters[index].member("schema")
    else { return nil }
    return (schema, pointer + "/parameters/\(index)/schema")
  }

  /// The schema of a request body or response: of its first JSON media type (`application/json`,
  /// `application/problem+json`, …), or Swagger 2.0's `schema`.
  private static func jsonSchema(of body: LocatedJSON, pointer: String) -> (LocatedJSON, String)? {
    if let schema = body.member("schema") { return (schema, pointer + "/schema") }
    guard
      let media = body.member("content")?.members.first(where: { $0.key.hasSuffix("json") || $0.key.contains("json;") }
      ),
      let schema = media.value.member("schema")
    else { return nil }
    return (schema, pointer + "/content/" + JSONSchemaModelBuilder.escape(media.key) + "/schema")
  }
}
