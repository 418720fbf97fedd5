import Synchronization

/// A reference set at most once, then read with one atomic load: the lazy parts of the message model
/// and the renderer's first language.
///
/// Not `Synchronization.AtomicLazyReference`: its `load()` is not inlinable, so each call goes into
/// the library and instantiates `Unmanaged<Instance>`'s metadata at run time, about 500 instructions
/// where this costs one load (see Benchmarks/RESULTS.md, issue 24). The same contract: the first
/// `storeIfNil(_:)` wins, every later one returns the stored object, and it lives as long as this does.
package struct OnceReference<Instance: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
    // @unchecked: the bits are only read and written atomically; the object they point to is
    // retained once when stored and released once in deinit, and is itself Sendable.
    @usableFromInline let bits: Atomic<UInt>

    /// An empty reference.
    @inlinable
    package init() { bits = Atomic(0) }

    /// The object stored, or `nil` when none is.
    @inlinable
    package func load() -> Instance? {
        let stored = bits.load(ordering: .acquiring)
        guard stored != 0, let pointer = UnsafeRawPointer(bitPattern: stored) else { return nil }
        return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Stores `instance` when nothing is stored yet; returns what is stored then (`instance` or the
    /// object another thread stored first).
    @inlinable
    package func storeIfNil(_ instance: Instance) -> Instance {
        let retained = Unmanaged.passRetained(instance)
        let desired = UInt(bitPattern: retained.toOpaque())
        let (exchanged, original) = bits.compareExchange(expected: 0, desired: desired, ordering: .acquiringAndReleasing)
        if exchanged { return instance }
        retained.release()
        return Unmanaged<Instance>.fromOpaque(UnsafeRawPointer(bitPattern: original)!).takeUnretainedValue()
    }

    deinit {
        let stored = bits.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: stored) { Unmanaged<Instance>.fromOpaque(pointer).release() }
    }
}
