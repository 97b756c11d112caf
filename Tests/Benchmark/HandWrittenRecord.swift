// The baseline of the decoding comparison in `make bench`: a minimal hand-written `Codable`
// model for DecodeSample.json, as a developer would write it without mantlegen. The benchmark
// compiles it with DecodeMain.swift and compares it with the models mantlegen generates.

struct Record: Codable {
  let id: Int
  let name: String
  let score: Double
  let isActive: Bool
  let address: Address
  let items: [Item]
  let nickname: String?

  enum CodingKeys: String, CodingKey {
    case id, name, score, address, items, nickname
    case isActive = "is_active"
  }
}

struct Address: Codable {
  let street: String
  let city: String
  let postalCode: String

  enum CodingKeys: String, CodingKey {
    case street, city
    case postalCode = "postal_code"
  }
}

struct Item: Codable {
  let sku: String
  let quantity: Int
  let unitPrice: Double

  enum CodingKeys: String, CodingKey {
    case sku, quantity
    case unitPrice = "unit_price"
  }
}
