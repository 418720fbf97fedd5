import Foundation
import PluralCore
import PluralLocalization

/// A message looked up by key, kept by its table with what rendering it by key needs at once: the
/// message itself (handed out by reference, not copied field by field on every lookup) and, for the
/// common shapes, a ``RenderPlan``.
final class CompiledMessage: Sendable {
    /// The message, as the table's lookup found it.
    let message: LocalizedMessage
    /// The plan of a message of a common shape; `nil` for the rest, which the renderer walks.
    let plan: RenderPlan?

    init(_ message: LocalizedMessage) {
        self.message = message
        self.plan = RenderPlan(message)
    }
}

/// A message of the most common shape resolved once into operations: literal text (kept as UTF-8
/// in one byte array), plain integer conversions (`%d`, `%lu`) and plural variables whose forms
/// hold only those, each with the argument it takes already known (``ArgumentCursor``).
///
/// A plan renders only what it is sure to render as ``RenderRun`` does: given anything else (an
/// argument of another type, a negative number where a variable selects, a form missing for the
/// category, no arguments at all, a text longer than ``outputCapacity``) it answers `nil`, and the
/// renderer walks the message as always, which also gives the diagnostics and errors. So a plan
/// changes how fast a message renders, never what it renders.
struct RenderPlan: Sendable {
    /// One operation.
    enum Operation: Sendable {
        /// The literal text at `bytes[start..<end]`.
        case literal(start: Int, end: Int)
        /// A `%d`-like conversion of the argument at `position` (1-based); `signed` conversions
        /// also show negative numbers this way.
        case integer(position: Int, signed: Bool)
        /// A plural variable selecting on the argument at `position`; its forms' operations are
        /// `formRanges[forms + category order]` (`nil` where the variable has no form).
        case plural(position: Int, forms: Int)
    }

    /// The most segments a plan holds: far below ``MessageRenderer/maximumExpansionSteps``, so a
    /// plan never renders what the renderer would refuse as too much work.
    static let maximumSegments = 256
    /// The longest text, in UTF-8 bytes, a plan writes (on the stack); longer ones go the general way.
    static let outputCapacity = 1_024

    /// The literal texts' UTF-8, one after the other.
    let bytes: [UInt8]
    /// The message's operations, then its forms'.
    let operations: [Operation]
    /// How many of ``operations`` are the message's own.
    let topCount: Int
    /// Where each plural variable's forms are in ``operations``, six per variable (by category order).
    let formRanges: [Range<Int>?]

    /// The plan of a message, or `nil` when the message is not of the plan's shape.
    init?(_ message: LocalizedMessage) {
        guard message.argumentNames.isEmpty, case let .text(text) = message.body, !text.segments.isEmpty,
              text.segments.count <= Self.maximumSegments else { return nil }
        var bytes: [UInt8] = []
        var top: [Operation] = []
        var forms: [Operation] = []
        var formRanges: [Range<Int>?] = []
        var segments = text.segments.count
        var cursor = ArgumentCursor.top
        func piece(_ segment: FormatSegment, cursor: inout ArgumentCursor) -> Operation? {
            switch segment {
            case let .literal(literal):
                let start = bytes.count
                bytes += literal.utf8
                return .literal(start: start, end: bytes.count)
            case let .specifier(specifier, _):
                guard ArgumentFormatter.isPlainDecimal(specifier) else { return nil }
                return .integer(position: cursor.take(specifier), signed: specifier.kind == .signedInteger)
            case .variable, .substitutionArgument, .argument, .pluralNumber:
                return nil
            }
        }
        for segment in text.segments {
            guard case let .variable(name, explicit, _) = segment else {
                guard let operation = piece(segment, cursor: &cursor) else { return nil }
                top.append(operation)
                continue
            }
            guard let variable = RenderRun.variable(name, in: message.variables),
                  variable.argumentName == nil, variable.kind == nil || variable.kind == .plural, !variable.hasExactForms else { return nil }
            if variable.valueType != nil {
                guard let specifier = variable.valueSpecifier, specifier.kind.isInteger else { return nil }
            }
            let position = ArgumentCursor.selected(by: variable, referenced: cursor.take(variable: explicit))
            top.append(.plural(position: position, forms: formRanges.count))
            for form in variable.categoryForms {
                guard let form else { formRanges.append(nil); continue }
                // A form that does not parse has no segments: the renderer reports it.
                if form.segments.isEmpty, case .failure = form.parsed { return nil }
                segments += form.segments.count
                guard segments <= Self.maximumSegments else { return nil }
                var inner = ArgumentCursor.forms(of: position)
                let start = forms.count
                for segment in form.segments {
                    guard let operation = piece(segment, cursor: &inner) else { return nil }
                    forms.append(operation)
                }
                formRanges.append(start..<forms.count)
            }
        }
        self.bytes = bytes
        self.topCount = top.count
        // The forms' ranges count from the end of the message's own operations.
        self.formRanges = formRanges.map { $0.map { ($0.lowerBound + top.count)..<($0.upperBound + top.count) } }
        self.operations = top + forms
    }

    /// The text, or `nil` when the arguments (or the rules) take the message off the plan.
    func render(_ arguments: [MessageArgument], language: String, settings: RenderSettings, formatter: ArgumentFormatter) -> String? {
        guard !arguments.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.outputCapacity) { output -> String? in
            bytes.withUnsafeBufferPointer { bytes in render(arguments, into: output, bytes: bytes, language: language, settings: settings, formatter: formatter) }
        }
    }

    private func render(
        _ arguments: [MessageArgument], into output: UnsafeMutableBufferPointer<UInt8>, bytes: UnsafeBufferPointer<UInt8>,
        language: String, settings: RenderSettings, formatter: ArgumentFormatter
    ) -> String? {
        let room = formatter.symbols.longestPlainInteger
        var count = 0
        /// Writes the operations of a range; `false` when they take the message off the plan.
        func run(_ range: Range<Int>) -> Bool {
            for index in range {
                switch operations[index] {
                case let .literal(start, end):
                    guard end - start <= output.count - count else { return false }
                    if end > start {
                        UnsafeMutableRawPointer(output.baseAddress! + count).copyMemory(from: bytes.baseAddress! + start, byteCount: end - start)
                        count += end - start
                    }
                case let .integer(position, signed):
                    guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1],
                          value >= 0 || signed, room <= output.count - count else { return false }
                    count += formatter.writePlainInteger(value, into: UnsafeMutableBufferPointer(rebasing: output[count...]))
                case let .plural(position, forms):
                    guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1], value >= 0,
                          let rules = try? settings.rules(for: language),
                          let selection = try? PluralFormSelector(policy: settings.policy)
                              .resolve(category: rules.category(for: value), isZero: value == 0, hasForm: { formRanges[forms + $0.order] != nil }),
                          case let .category(category) = selection.form, let form = formRanges[forms + category.order] else { return false }
                    // A form missing for the category is a diagnostic: the renderer reports it.
                    if case .fallbackToOther = selection.reason { return false }
                    guard run(form) else { return false }
                }
            }
            return true
        }
        guard run(0..<topCount) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: output[..<count]), as: UTF8.self)
    }
}

/// The messages a table compiled for rendering by key (``CompiledMessage``), by preferred list and
/// key. Kept with the table's language orders, so that a table that changes starts afresh.
final class CompiledMessages: Sendable {
    /// Preferred lists kept, and keys kept per list (a table's keys, for one list, usually fit).
    static let listCapacity = 8
    static let keyCapacity = 8_192

    /// The last list's messages, and the other lists' (one lock for both: a lookup takes it once).
    struct State {
        var last: [String]?
        var messages: [String: CompiledMessage] = [:]
        var others: [[String]: [String: CompiledMessage]] = [:]

        /// Makes `preferred` the last list, keeping the one it replaces.
        mutating func select(_ preferred: [String]) {
            guard last != preferred else { return }
            if let last {
                if others.count >= CompiledMessages.listCapacity { others.removeAll() }
                others[last] = messages
            }
            messages = others.removeValue(forKey: preferred) ?? [:]
            last = preferred
        }
    }

    private let state = Locked(State())

    /// The message kept for a key and list, if any.
    func message(forKey key: String, preferredLanguages: [String]) -> CompiledMessage? {
        state.withLock { state in
            // The same list as last time, usually the same array: compared by identity first.
            state.select(preferredLanguages)
            return state.messages[key]
        }
    }

    /// Keeps a message compiled for a key and list (up to ``keyCapacity`` per list); returns it.
    func keep(_ message: CompiledMessage, forKey key: String, preferredLanguages: [String]) -> CompiledMessage {
        state.withLock { state in
            state.select(preferredLanguages)
            if state.messages.count < Self.keyCapacity { state.messages[key] = message }
        }
        return message
    }
}
