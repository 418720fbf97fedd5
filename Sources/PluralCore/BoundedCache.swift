/// A thread-safe cache of expensive objects (rule sets, formatters), bounded in size.
///
/// The lock is held only to look up and to insert: a missing value is created outside it, so a slow
/// creation never blocks readers. Two threads missing the same key may both create it; the first
/// insert wins and both get that value. When full, the least recently inserted entries go first.
///
/// `value(for:create:)` is inlinable so that each client module specializes it for its own key and
/// value types: unspecialized, a lookup pays for generic metadata and dictionary witness calls
/// (about 1,300 instructions instead of about 300 for ICU's cached rules).
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    struct Storage {
        @usableFromInline var values: [Key: Value] = [:]
        @usableFromInline var insertionOrder: [Key] = []
    }

    @usableFromInline
    let storage = Locked(Storage())
    /// The most entries kept.
    public let capacity: Int

    public init(capacity: Int) {
        precondition(capacity > 0, "a cache needs room for one entry")
        self.capacity = capacity
    }

    /// The cached value for `key`, or a new one from `create`, which is then cached.
    @inlinable
    public func value<Failure: Error>(for key: Key, create: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let value = storage.withLock({ $0.values[key] }) { return value }
        let created = try create()
        return storage.withLock { storage in
            if let existing = storage.values[key] { return existing }
            if storage.insertionOrder.count >= capacity {
                let evicted = storage.insertionOrder.removeFirst()
                storage.values[evicted] = nil
            }
            storage.values[key] = created
            storage.insertionOrder.append(key)
            return created
        }
    }

    /// How many entries the cache holds.
    public var count: Int { storage.withLock { $0.values.count } }

    /// Drops every entry.
    public func removeAll() { storage.withLock { $0 = Storage() } }
}
