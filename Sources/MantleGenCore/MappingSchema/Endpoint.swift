/// A request or response body of an API operation, as an OpenAPI document declares it, and the type
/// that decodes it: `import` records them and the mapping tables list them, so that a reader finds
/// the type for an endpoint.
struct Endpoint: Hashable, Sendable {
  /// The method and path: `GET /pets/{petId}`.
  var operation: String
  /// `request`, or the response's status: `200`, `201`, `default`.
  var body: String
  /// The type that decodes the body.
  var type: TypeReference
}
