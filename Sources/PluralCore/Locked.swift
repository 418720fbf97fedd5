#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value reached only under a pthread mutex: the lock of the package's shared caches.
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futex calls, which ThreadSanitizer cannot
/// see, so every access under it is reported as a race (four threads counting under `Mutex.withLock`
/// give four reports), and real races would hide among them. A pthread mutex costs about the same
/// when uncontended, and ThreadSanitizer understands it. Same contract as `Mutex`: the value is sent
/// in and touched only inside ``withLock(_:)``.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is read and written only while `mutex` is held.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The value, behind a pointer rather than in a `var`: the mutex already makes each access
    /// exclusive, and a class's `var` would add the runtime's exclusivity check (a thread-local
    /// access set, ~200 instructions) to every `withLock`.
    @usableFromInline let state: UnsafeMutablePointer<State>

    @usableFromInline
    package init(_ state: sending State) {
        self.state = .allocate(capacity: 1)
        self.state.initialize(to: state)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with the value while holding the lock. Inlinable, like the inlinable callers that
    /// specialize it (BoundedCache.value(for:create:)).
    @inlinable
    package func withLock<Result, Failure: Error>(_ body: (inout sending State) throws(Failure) -> sending Result) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
