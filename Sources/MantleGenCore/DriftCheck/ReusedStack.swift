/// A stack of values that shrinks by forgetting its top: pushing again overwrites the storage
/// (`Array.removeLast(_:)` cost more than the checks the walk's stacks serve).
struct ReusedStack<Element> {
  /// The values; those from ``count`` on are left over.
  private(set) var storage: [Element]
  private(set) var count: Int

  init(_ elements: [Element]) {
    storage = elements
    count = elements.count
  }

  @inline(__always)
  mutating func push(_ element: Element) {
    if count < storage.count { storage[count] = element } else { storage.append(element) }
    count += 1
  }

  @inline(__always)
  mutating func push(_ element: Element, times: Int) {
    push(contentsOf: repeatElement(element, count: times))
  }

  /// Pushes `elements`, checking the storage's uniqueness once.
  @inline(__always)
  mutating func push(contentsOf elements: some Collection<Element>) {
    let start = count
    // The elements that go where left-over values are; the rest are appended.
    let inPlace = min(elements.count, storage.count - start)
    if inPlace > 0 {
      storage.withUnsafeMutableBufferPointer { buffer in
        var index = start
        for element in elements.prefix(inPlace) {
          buffer[index] = element
          index += 1
        }
      }
    }
    if inPlace < elements.count { storage.append(contentsOf: elements.dropFirst(inPlace)) }
    count = start + elements.count
  }

  /// Forgets the values from `newCount` on.
  @inline(__always)
  mutating func truncate(to newCount: Int) {
    count = newCount
  }

  subscript(index: Int) -> Element {
    get { storage[index] }
    set { storage[index] = newValue }
  }
}
