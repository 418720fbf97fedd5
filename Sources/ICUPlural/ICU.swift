import CICUShim

/// Namespace for the thin wrappers around the C shim; nothing here is public API but ``ICUError``.
enum ICU {
    /// Throws when `status` is a failure; ICU warnings (negative codes) count as success.
    static func check(_ status: CICUStatus, _ function: StaticString) throws(ICUError) {
        if status > 0 { throw ICUError(code: status, function: "\(function)") }
    }

    /// The handle an opening function of the shim returned, or its failure: one rule for every
    /// handle the package opens (a failed status, or no handle without one, which is reported as
    /// `U_ILLEGAL_ARGUMENT_ERROR`).
    static func opened(_ handle: OpaquePointer?, _ status: CICUStatus, _ function: StaticString) throws(ICUError) -> OpaquePointer {
        guard status <= 0, let handle else { throw openFailure(status, function) }
        return handle
    }

    /// The error of an opening function that failed with `status` (or returned no handle).
    static func openFailure(_ status: CICUStatus, _ function: StaticString) -> ICUError {
        ICUError(code: status > 0 ? status : CICUStatus(CICU_ILLEGAL_ARGUMENT_ERROR), function: "\(function)")
    }

    /// Reads a string from a C function that follows the shim's buffer convention
    /// (returns the needed length, sets U_BUFFER_OVERFLOW_ERROR when it does not fit): one retry.
    static func string(
        _ function: StaticString,
        _ body: (UnsafeMutablePointer<CChar>, Int32, inout CICUStatus) -> Int32
    ) throws(ICUError) -> String {
        var capacity = 128
        var retried = false
        while true {
            var status: CICUStatus = 0
            var needed: Int32 = 0
            let text: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
                needed = body(buffer.baseAddress!, Int32(capacity), &status)
                guard status <= 0 else { return nil }
                return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(needed)), as: UTF8.self)
            }
            if let text { return text }
            if status == CICUStatus(CICU_BUFFER_OVERFLOW_ERROR), !retried, Int(needed) > capacity {
                capacity = Int(needed)
                retried = true
                continue
            }
            throw ICUError(code: status, function: "\(function)")
        }
    }
}

/// A failure reported by ICU: its `UErrorCode`, the code's name and the function that failed.
public struct ICUError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ICU's `UErrorCode` value (positive: failures).
    public let code: Int32
    /// The code's name from `u_errorName`, for example `U_ILLEGAL_ARGUMENT_ERROR`.
    public let name: String
    /// The ICU operation that failed.
    public let function: String

    init(code: Int32, function: String) {
        self.code = code
        self.name = String(cString: cicu_error_name(code))
        self.function = function
    }

    public var description: String { "ICU error \(name) (\(code)) in \(function)" }
}
