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

/// A message of the most common shape resolved once into steps: literal text, plain integer
/// conversions (`%d`, `%lu`) and plural variables whose forms hold only those, each with the
/// argument it takes already known (``ArgumentCursor``).
///
/// A plan renders only what it is sure to render as ``RenderRun`` does: given anything else (an
/// argument of another type, a negative number where a variable selects, a form missing for the
/// category, no arguments at all) it answers `nil`, and the renderer walks the message as always,
/// which also gives the diagnostics and errors. So a plan changes how fast a message renders,
/// never what it renders.
struct RenderPlan: Sendable {
    /// A part of a text: literal text or a plain integer conversion.
    enum Piece: Sendable {
        case literal(String)
        /// A `%d`-like conversion of the argument at `position` (1-based); `signed` conversions
        /// also show negative numbers this way.
        case integer(position: Int, signed: Bool)
    }

    /// A part of the message: a piece, or a plural variable's forms by category order (`nil`
    /// where the variable has no form).
    enum Step: Sendable {
        case piece(Piece)
        case plural(position: Int, forms: [[Piece]?])
    }

    /// The most segments a plan holds: far below ``MessageRenderer/maximumExpansionSteps``, so a
    /// plan never renders what the renderer would refuse as too much work.
    static let maximumSegments = 256

    let steps: [Step]

    /// The plan of a message, or `nil` when the message is not of the plan's shape.
    init?(_ message: LocalizedMessage) {
        guard message.argumentNames.isEmpty, case let .text(text) = message.body else { return nil }
        var segments = 0
        var cursor = ArgumentCursor.top
        var steps: [Step] = []
        for segment in text.segments {
            segments += 1
            switch segment {
            case .literal, .specifier:
                guard let piece = Self.piece(segment, cursor: &cursor) else { return nil }
                steps.append(.piece(piece))
            case let .variable(name, explicit, _):
                guard let variable = RenderRun.variable(name, in: message.variables),
                      variable.argumentName == nil, variable.kind == nil || variable.kind == .plural, !variable.hasExactForms else { return nil }
                if variable.valueType != nil {
                    guard let specifier = variable.valueSpecifier, specifier.kind.isInteger else { return nil }
                }
                let position = ArgumentCursor.selected(by: variable, referenced: cursor.take(variable: explicit))
                var forms: [[Piece]?] = []
                for form in variable.categoryForms {
                    guard let form else { forms.append(nil); continue }
                    var inner = ArgumentCursor.forms(of: position)
                    var pieces: [Piece] = []
                    for segment in form.segments {
                        segments += 1
                        guard let piece = Self.piece(segment, cursor: &inner) else { return nil }
                        pieces.append(piece)
                    }
                    // A form that does not parse has no segments: the renderer reports it.
                    if form.segments.isEmpty, case .failure = form.parsed { return nil }
                    forms.append(pieces)
                }
                steps.append(.plural(position: position, forms: forms))
            case .substitutionArgument, .argument, .pluralNumber:
                return nil
            }
            if segments > Self.maximumSegments { return nil }
        }
        if text.segments.isEmpty { return nil }
        self.steps = steps
    }

    /// A literal or a plain integer conversion, with the argument it takes.
    private static func piece(_ segment: FormatSegment, cursor: inout ArgumentCursor) -> Piece? {
        switch segment {
        case let .literal(text):
            return .literal(text)
        case let .specifier(specifier, _):
            guard ArgumentFormatter.isPlainDecimal(specifier) else { return nil }
            return .integer(position: cursor.take(specifier), signed: specifier.kind == .signedInteger)
        case .variable, .substitutionArgument, .argument, .pluralNumber:
            return nil
        }
    }

    /// The text, or `nil` when the arguments (or the rules) take the message off the plan.
    func render(_ arguments: [MessageArgument], language: String, settings: RenderSettings, formatter: ArgumentFormatter) -> String? {
        guard !arguments.isEmpty else { return nil }
        var output = ""
        func append(_ piece: Piece) -> Bool {
            switch piece {
            case let .literal(text):
                output += text
            case let .integer(position, signed):
                guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1], value >= 0 || signed else { return false }
                formatter.appendPlainInteger(value, to: &output)
            }
            return true
        }
        for step in steps {
            switch step {
            case let .piece(piece):
                guard append(piece) else { return nil }
            case let .plural(position, forms):
                guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1], value >= 0,
                      let rules = try? settings.rules(for: language),
                      let selection = try? PluralFormSelector(policy: settings.policy)
                          .resolve(category: rules.category(for: value), isZero: value == 0, hasForm: { forms[$0.order] != nil }),
                      case let .category(category) = selection.form, let form = forms[category.order] else { return nil }
                // A form missing for the category is a diagnostic: the renderer reports it.
                if case .fallbackToOther = selection.reason { return nil }
                for piece in form {
                    guard append(piece) else { return nil }
                }
            }
        }
        return output.utf8.count <= MessageRenderer.maximumOutputLength ? output : nil
    }
}

/// The messages a table compiled for rendering by key (``CompiledMessage``), by preferred list and
/// key. Kept with the table's language orders, so that a table that changes starts afresh.
final class CompiledMessages: Sendable {
    /// Preferred lists kept, and keys kept per list (a table's keys, for one list, usually fit).
    static let listCapacity = 8
    static let keyCapacity = 8_192

    /// The messages of one preferred list, by key.
    final class ByKey: Sendable {
        let messages = Locked<[String: CompiledMessage]>([:])
    }

    private let lists = BoundedCache<[String], ByKey>(capacity: listCapacity)
    /// The last list looked up: comparing it (the same array compares by identity) costs less than hashing it.
    private let last = Locked<(preferred: [String], byKey: ByKey)?>(nil)

    /// The compiled message for a key, compiled from `lookUp`'s message the first time; `nil`
    /// when `lookUp` finds none.
    func message(forKey key: String, preferredLanguages: [String], lookUp: () -> LocalizedMessage?) -> CompiledMessage? {
        let byKey: ByKey
        if let last = last.withLock({ $0 }), last.preferred == preferredLanguages {
            byKey = last.byKey
        } else {
            byKey = lists.value(for: preferredLanguages) { ByKey() }
            last.withLock { $0 = (preferredLanguages, byKey) }
        }
        if let found = byKey.messages.withLock({ $0[key] }) { return found }
        guard let message = lookUp() else { return nil }
        let compiled = CompiledMessage(message)
        byKey.messages.withLock { if $0.count < Self.keyCapacity { $0[key] = compiled } }
        return compiled
    }
}
