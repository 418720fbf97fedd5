#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The shared rule objects of an engine (`shared(for:type:strict:)`), by identifier and rule type.
///
/// Two levels, so that a lookup seen before costs a few nanoseconds and takes no lock:
/// - each thread keeps its last answers in ``threadSlotCount`` slots of its own (no lock, no
///   allocation; a server thread asks for the same few locales again and again);
/// - behind them, one table for the process, under a pthread mutex (as in `Locked`), bounded to
///   `capacity` entries: when it is full it starts over (the objects stay alive while anyone holds them).
///
/// Neither level uses a generic collection: a first lookup in a fresh process instantiates no
/// `Dictionary` metadata and looks up no `Hashable` conformance, which cost more than the rules
/// themselves (see Benchmarks/RESULTS.md, "The first answer in a process").
///
/// Values are stored as `AnyObject` and handed back as the engine's own class.
///
/// A lookup by `Locale` (``value(for:type:lookUp:)-(Locale,_,_)``) has slots of its own on each thread,
/// keyed by the `Locale` value itself, so that a `Locale` seen before costs no `identifier` read.
@usableFromInline
package final class SharedRulesCache: @unchecked Sendable {
    // @unchecked: `table` and `used` are touched only under `mutex`; each thread's slots only by that thread.

    /// How many answers each thread keeps.
    @usableFromInline static var threadSlotCount: Int { 16 }

    /// One remembered answer; `type == nil` marks an empty slot.
    @usableFromInline
    struct Slot {
        @usableFromInline var identifier: String
        @usableFromInline var type: PluralRuleType?
        @usableFromInline var value: AnyObject?

        @usableFromInline
        init(identifier: String, type: PluralRuleType?, value: AnyObject?) {
            self.identifier = identifier
            self.type = type
            self.value = value
        }

        @usableFromInline static var empty: Slot { Slot(identifier: "", type: nil, value: nil) }
    }

    /// A fixed run of slots owned by one thread (or by the shared table, under its lock), and a
    /// thread's `Locale` slots, made on its first lookup by `Locale`.
    @usableFromInline
    final class Slots {
        @usableFromInline let base: UnsafeMutablePointer<Slot>
        @usableFromInline let count: Int
        @usableFromInline var localeBase: UnsafeMutablePointer<LocaleSlot>?

        init(count: Int) {
            self.count = count
            base = .allocate(capacity: count)
            base.initialize(repeating: .empty, count: count)
        }

        /// The `Locale` slots, made on first use.
        @usableFromInline
        func makeLocaleSlots() -> UnsafeMutablePointer<LocaleSlot> {
            let slots = UnsafeMutablePointer<LocaleSlot>.allocate(capacity: SharedRulesCache.threadLocaleSlotCount)
            slots.initialize(repeating: LocaleSlot(identity: (0, 0), locale: nil, type: nil, value: nil), count: SharedRulesCache.threadLocaleSlotCount)
            localeBase = slots
            return slots
        }

        deinit {
            base.deinitialize(count: count)
            base.deallocate()
            if let localeBase {
                localeBase.deinitialize(count: SharedRulesCache.threadLocaleSlotCount)
                localeBase.deallocate()
            }
        }
    }

    /// The process-wide table: open addressing with linear probing, at most half full (it doubles up
    /// to twice `capacity` slots; it starts small, so a fresh process touches little new memory), read
    /// and written only under `mutex`. A pthread mutex of its own rather than `Locked<Table>`: a generic
    /// class would make the first lookup of a process instantiate its metadata.
    private var table: Slots
    private var used = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The most entries the process-wide table holds before it starts over.
    package let capacity: Int
    /// The key of each thread's `Slots`, released when the thread ends.
    @usableFromInline let threadKey: pthread_key_t

    /// A cache of up to `capacity` identifier and type pairs.
    package init(capacity: Int) {
        precondition(capacity > 0, "a cache needs room for one entry")
        self.capacity = capacity
        table = Slots(count: 16)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        var key = pthread_key_t()
        // Runs at thread exit with the thread's slots (never nil: a nil value skips the destructor).
        let status = pthread_key_create(&key) { slots in
            guard let slots else { return }
            Unmanaged<Slots>.fromOpaque(slots).release()
        }
        // The only failure is running out of keys (PTHREAD_KEYS_MAX, 1,024 on glibc); each engine makes one.
        precondition(status == 0, "pthread_key_create failed: \(status)")
        threadKey = key
    }

    deinit {
        pthread_key_delete(threadKey)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// The shared object for `identifier` and `type`, or a new one from `create`, then shared.
    ///
    /// Inlinable so that a hit in the thread's slots costs no call into this module.
    @inlinable
    package func value<Value: AnyObject & Sendable, Failure: Error>(
        for identifier: String, type: PluralRuleType, create: (String, PluralRuleType) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let slot = threadSlots().base + Self.slotIndex(identifier, type, count: Self.threadSlotCount)
        if slot.pointee.type == type, slot.pointee.identifier == identifier, let value = slot.pointee.value {
            return unsafeDowncast(value, to: Value.self)
        }
        let value = try sharedValue(for: identifier, type: type, create: create)
        slot.pointee = Slot(identifier: identifier, type: type, value: value)
        return value
    }

    /// The calling thread's slots, made on its first lookup.
    @inlinable
    func threadSlots() -> Slots {
        if let slots = pthread_getspecific(threadKey) { return Unmanaged<Slots>.fromOpaque(slots).takeUnretainedValue() }
        return makeThreadSlots()
    }

    @usableFromInline
    func makeThreadSlots() -> Slots {
        let slots = Slots(count: Self.threadSlotCount)
        // The thread's reference: released by the key's destructor when the thread ends.
        pthread_setspecific(threadKey, Unmanaged.passRetained(slots).toOpaque())
        return slots
    }

    /// A slot for the pair: only a hint, since a hit is confirmed by comparing the identifier.
    ///
    /// Mixes the two words of the `String` itself, which for identifiers of up to 15 bytes are their
    /// bytes (stored inline): no hashing pass over the text.
    @inlinable
    static func slotIndex(_ identifier: String, _ type: PluralRuleType, count: Int) -> Int {
        #if _pointerBitWidth(_64)
        let words = unsafeBitCast(identifier, to: (UInt64, UInt64).self)
        var mixed = words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)
        #else
        var mixed = UInt64(truncatingIfNeeded: identifier.utf8.count) &* 0x9E37_79B9_7F4A_7C15
        #endif
        if type == .ordinal { mixed = ~mixed }
        mixed = (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32) & (count - 1)
    }

    // MARK: Lookups by Locale

    /// How many `Locale`s each thread remembers.
    @usableFromInline static var threadLocaleSlotCount: Int { 8 }

    /// One remembered lookup by `Locale`. The slot keeps the `Locale` itself, so that the objects
    /// its bits refer to stay alive: while they do, equal bits mean the same `Locale`.
    @usableFromInline
    struct LocaleSlot {
        @usableFromInline var identity: (UInt, UInt)
        @usableFromInline var locale: Locale?
        @usableFromInline var type: PluralRuleType?
        @usableFromInline var value: AnyObject?

        @usableFromInline
        init(identity: (UInt, UInt), locale: Locale?, type: PluralRuleType?, value: AnyObject?) {
            self.identity = identity
            self.locale = locale
            self.type = type
            self.value = value
        }
    }

    /// The shared object for a `Locale` and `type`: from the thread's `Locale` slots when this
    /// `Locale` value (or a copy of it) was looked up before, else `lookUp` with its identifier
    /// (`Locale/pluralRulesIdentifier`), which consults the identifier slots and the process-wide table.
    ///
    /// A `Locale` is an immutable value that refers to Foundation's objects; a slot keeps the value,
    /// so those objects live on and the same bits mean the same locale. The one `Locale` whose
    /// identifier can change, `Locale.autoupdatingCurrent`, is never kept, and neither is any
    /// `Locale` when Foundation's `Locale` is not two words (then every lookup reads the identifier).
    @inlinable
    package func value<Value: AnyObject & Sendable, Failure: Error>(
        for locale: Locale, type: PluralRuleType, lookUp: (String) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        guard let identity = Self.identity(of: locale) else { return try lookUp(locale.pluralRulesIdentifier) }
        let slots = threadSlots()
        let slot = (slots.localeBase ?? slots.makeLocaleSlots()) + Self.localeSlotIndex(identity, type)
        if slot.pointee.type == type, slot.pointee.identity == identity, let value = slot.pointee.value {
            return unsafeDowncast(value, to: Value.self)
        }
        let value = try lookUp(locale.pluralRulesIdentifier)
        if let current = Self.identity(of: Locale.autoupdatingCurrent), current != identity {
            slot.pointee = LocaleSlot(identity: identity, locale: locale, type: type, value: value)
        }
        return value
    }

    /// The two words of a `Locale` value, or `nil` when it is not two words.
    @inlinable
    static func identity(of locale: Locale) -> (UInt, UInt)? {
        guard MemoryLayout<Locale>.size == MemoryLayout<(UInt, UInt)>.size else { return nil }
        return withUnsafeBytes(of: locale) { $0.loadUnaligned(as: (UInt, UInt).self) }
    }

    @inlinable
    static func localeSlotIndex(_ identity: (UInt, UInt), _ type: PluralRuleType) -> Int {
        var mixed = UInt64(truncatingIfNeeded: identity.0 ^ (identity.1 &* 0x9E37_79B9))
        if type == .ordinal { mixed = ~mixed }
        mixed = (mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32) & (threadLocaleSlotCount - 1)
    }

    /// The process-wide lookup: under the lock to find or insert; `create` runs outside it, so a slow
    /// creation blocks no reader. Two threads missing the same pair may both create it; the first
    /// insert wins and both get that value.
    @usableFromInline
    func sharedValue<Value: AnyObject & Sendable, Failure: Error>(
        for identifier: String, type: PluralRuleType, create: (String, PluralRuleType) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let hash = identifier.hashValue
        if let found = withLock({ find(identifier, type, hash: hash) }) {
            return unsafeDowncast(found, to: Value.self)
        }
        let created = try create(identifier, type)
        let stored: AnyObject = withLock {
            if let existing = find(identifier, type, hash: hash) { return existing }
            if used >= capacity {
                // Full: start over rather than track ages; each entry costs a creation to come back.
                table.base.update(repeating: .empty, count: table.count)
                used = 0
            } else if (used + 1) * 2 > table.count {
                grow()
            }
            var index = Self.probeStart(hash, type, count: table.count)
            while table.base[index].type != nil { index = (index + 1) & (table.count - 1) }
            table.base[index] = Slot(identifier: identifier, type: type, value: created)
            used += 1
            return created
        }
        return unsafeDowncast(stored, to: Value.self)
    }

    /// Doubles the table and moves every entry into it; call under the lock.
    private func grow() {
        let old = table
        table = Slots(count: old.count * 2)
        for index in 0..<old.count {
            guard let type = old.base[index].type else { continue }
            var target = Self.probeStart(old.base[index].identifier.hashValue, type, count: table.count)
            while table.base[target].type != nil { target = (target + 1) & (table.count - 1) }
            table.base[target] = old.base[index]
        }
    }

    /// The stored object for the pair; call under the lock.
    private func find(_ identifier: String, _ type: PluralRuleType, hash: Int) -> AnyObject? {
        var index = Self.probeStart(hash, type, count: table.count)
        // The table is at most half full, so an empty slot ends every probe.
        while let slotType = table.base[index].type {
            if slotType == type, table.base[index].identifier == identifier, let value = table.base[index].value { return value }
            index = (index + 1) & (table.count - 1)
        }
        return nil
    }

    private static func probeStart(_ hash: Int, _ type: PluralRuleType, count: Int) -> Int {
        (type == .ordinal ? ~hash : hash) & (count - 1)
    }

    /// How many pairs the process-wide table holds.
    package var count: Int { withLock { used } }
}
