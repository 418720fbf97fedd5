import Foundation
import PluralCore
import PluralLocalization

/// A message of the most common shapes resolved once into operations: literal text (kept as UTF-8
/// in one byte array), plain integer conversions (`%d`, `%lu`) and plural choices whose forms hold
/// only those, each with the argument it takes already known (``ArgumentCursor``). The plural
/// choices are `.stringsdict` variables and `.xcstrings` substitutions (`%#@files@`), and a String
/// Catalog's plural variation of the whole string (Xcode's usual shape), whose forms take the
/// arguments from the first, as the message's own text does; and Android's `<plurals>` (an item by
/// the CLDR category of the integer quantity) and strings, with Java's plain `%d`.
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
        /// Java's plain `%d` (Android) of a number not below zero: its digits, never grouped, in
        /// the locale's digits where Java's are the same (``JavaFormatting/keepsSymbols(_:)``).
        case javaInteger(position: Int)
        /// A plural variable selecting on the argument at `position`; its forms' operations are
        /// `formRanges[forms + category order]` (`nil` where the variable has no form).
        case plural(position: Int, forms: Int)
        /// Android's `<plurals>` (``MessageOrigin/Kind/selectsIntegerQuantity``): the item of the
        /// CLDR category of the `int` quantity at `position`, with no zero policy; forms as ``plural``.
        case quantity(position: Int, forms: Int)
    }

    /// The most segments a plan holds: far below ``MessageLimits/maximumExpansionSteps``, so a
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
        // A PO entry shows its own formula's form (`RenderRun.renderGettext`): the walk's.
        guard message.argumentNames.isEmpty, !message.origin.kind.selectsAsI18next, message.gettext == nil else { return nil }
        var compiler = Compiler()
        switch message.body {
        case let .text(text):
            guard !text.segments.isEmpty, compiler.count(text.segments.count) else { return nil }
            var cursor = ArgumentCursor.top
            for segment in text.segments {
                guard case let .variable(name, explicit, _) = segment else {
                    guard let operation = compiler.piece(segment, cursor: &cursor) else { return nil }
                    compiler.top.append(operation)
                    continue
                }
                guard let variable = RenderRun.variable(name, in: message.variables),
                      variable.argumentName == nil, variable.kind == nil || variable.kind == .plural, !variable.hasExactForms else { return nil }
                if variable.valueType != nil {
                    guard let specifier = variable.valueSpecifier, specifier.kind.isInteger else { return nil }
                }
                let position = ArgumentCursor.selected(by: variable, referenced: cursor.take(variable: explicit))
                guard compiler.choice(on: position, forms: variable.categoryForms, cursor: .forms(of: position)) else { return nil }
            }
        case let .plural(argument, forms):
            // Category forms of plain text only; exact values and nested variations take the walk.
            var texts = [MessageText?](repeating: nil, count: PluralCategory.allCases.count)
            for (form, body) in forms {
                guard case let .category(category) = form, case let .text(text) = body else { return nil }
                texts[category.order] = text
            }
            guard compiler.choice(on: argument, forms: texts, cursor: .top, quantity: message.origin.kind.selectsIntegerQuantity) else { return nil }
        case .device, .width, .scoped, .invalid:
            return nil
        }
        self.bytes = compiler.bytes
        self.topCount = compiler.top.count
        // The forms' ranges count from the end of the message's own operations.
        let offset = compiler.top.count
        self.formRanges = compiler.formRanges.map { $0.map { ($0.lowerBound + offset)..<($0.upperBound + offset) } }
        self.operations = compiler.top + compiler.forms
    }

    /// What a plan is made of while it is made.
    private struct Compiler {
        var bytes: [UInt8] = []
        var top: [Operation] = []
        var forms: [Operation] = []
        var formRanges: [Range<Int>?] = []
        var segments = 0

        /// Counts segments against ``maximumSegments``; `false` past it.
        mutating func count(_ more: Int) -> Bool {
            segments += more
            return segments <= RenderPlan.maximumSegments
        }

        /// The operation of a literal or a plain integer conversion; `nil` for anything else.
        mutating func piece(_ segment: FormatSegment, cursor: inout ArgumentCursor) -> Operation? {
            switch segment {
            case let .literal(literal):
                let start = bytes.count
                bytes += literal.utf8
                return .literal(start: start, end: bytes.count)
            case let .specifier(specifier, _):
                if JavaFormatting.isPlainDecimal(specifier) { return .javaInteger(position: cursor.take(specifier)) }
                guard ArgumentFormatter.isPlainDecimal(specifier) else { return nil }
                return .integer(position: cursor.take(specifier), signed: specifier.kind == .signedInteger)
            case .variable, .substitutionArgument, .argument, .pluralNumber:
                return nil
            }
        }

        /// Adds a plural choice on the argument at `position` with its forms by category order, each
        /// form's conversions taking arguments from `cursor`; `false` when a form is off the plan.
        /// `quantity`: the choice of Android's `<plurals>` (``Operation/quantity(position:forms:)``).
        mutating func choice(on position: Int, forms texts: [MessageText?], cursor: ArgumentCursor, quantity: Bool = false) -> Bool {
            top.append(quantity ? .quantity(position: position, forms: formRanges.count) : .plural(position: position, forms: formRanges.count))
            for text in texts {
                guard let text else { formRanges.append(nil); continue }
                // A form that does not parse has no segments: the renderer reports it.
                if text.segments.isEmpty, case .failure = text.parsed { return false }
                guard count(text.segments.count) else { return false }
                var inner = cursor
                let start = forms.count
                for segment in text.segments {
                    guard let operation = piece(segment, cursor: &inner) else { return false }
                    forms.append(operation)
                }
                formRanges.append(start..<forms.count)
            }
            return true
        }
    }

    /// Whether the plan holds Java's `%d` (``Operation/javaInteger(position:)``).
    var hasJavaInteger: Bool {
        operations.contains { if case .javaInteger = $0 { true } else { false } }
    }

    /// The text, or `nil` when the arguments (or the rules) take the message off the plan.
    /// `rules`: the cardinal rules of the message's language (`nil` when there are none: a choice is
    /// then off the plan); `javaKeepsSymbols`: whether Java writes numbers in `formatter`'s symbols
    /// (``JavaFormatting/keepsSymbols(_:)``).
    func render(_ arguments: [MessageArgument], rules: (any PluralRules)?, policy: PluralSelectionPolicy, formatter: ArgumentFormatter,
                javaKeepsSymbols: Bool) -> String? {
        guard !arguments.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.outputCapacity) { output -> String? in
            bytes.withUnsafeBufferPointer { bytes in
                render(arguments, into: output, bytes: bytes, rules: rules, policy: policy, formatter: formatter, javaKeepsSymbols: javaKeepsSymbols)
            }
        }
    }

    private func render(
        _ arguments: [MessageArgument], into output: UnsafeMutableBufferPointer<UInt8>, bytes: UnsafeBufferPointer<UInt8>,
        rules: (any PluralRules)?, policy: PluralSelectionPolicy, formatter: ArgumentFormatter, javaKeepsSymbols: Bool
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
                case let .javaInteger(position):
                    guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1],
                          value >= 0, room <= output.count - count else { return false }
                    guard javaKeepsSymbols else { return false }
                    count += formatter.symbols.writeInteger(value, threshold: .max, into: UnsafeMutableBufferPointer(rebasing: output[count...]))
                case let .quantity(position, forms):
                    // Android's `int`: a quantity beyond Int32 is the walk's error.
                    guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1],
                          Int32(exactly: value) != nil, let rules,
                          let form = formRanges[forms + rules.category(for: value).order] else { return false }
                    guard run(form) else { return false }
                case let .plural(position, forms):
                    guard position >= 1, position <= arguments.count, case let .integer(value) = arguments[position - 1], value >= 0,
                          let rules,
                          let selection = try? RenderRun.selection(forInteger: value, rules: rules, policy: policy, hasForm: { formRanges[forms + $0.order] != nil }),
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

/// The renderer's one cache: each message's plan (``RenderPlan``, `nil` for a message off the plan),
/// made the first time the message is rendered and found again by the message's identity (its
/// shared fields, `LocalizedMessage.Storage`), whether it was looked up by key or rendered directly.
///
/// Direct-mapped and bounded: a slot keeps the last message whose identity falls on it, and holds
/// that message, so an identity is never reused while its plan is kept. Copies of a renderer share it.
final class RenderCache: Sendable {
    /// Slots kept (an app renders a few hundred messages; a collision only costs a compilation).
    static let capacity = 1_024

    /// How a message's evaluator formats it: the renderer's walk (with the plan), or the evaluator's
    /// prepared form, with the options set that it does not apply.
    enum Preparation: Sendable {
        case rendererWalk
        case prepared(any PreparedMessage, ignoring: [MessageEvaluationOption])
    }

    /// A message, its plan, and its preparation by its syntax's evaluator.
    final class Entry: Sendable {
        let message: LocalizedMessage.Storage
        let plan: RenderPlan?
        /// Whether the message holds Apple's inflection markup, which the walk resolves (no plan then).
        let inflects: Bool
        /// Whether its plurals select as i18next's `t` (``MessageOrigin/Kind/selectsAsI18next``): asked
        /// on every render by key, so kept rather than asked of the format registry each time.
        let selectsAsI18next: Bool
        /// Read with one atomic load on every render: a printf message's render is a few hundred nanoseconds.
        private let prepared = OnceReference<Prepared>()

        final class Prepared: Sendable {
            let result: Result<Preparation, MessageError>
            init(_ result: Result<Preparation, MessageError>) { self.result = result }
        }

        /// The plan and all it renders with, resolved on the message's first render through the plan
        /// (the renderer's settings do not change while its cache lives): a render by key after the
        /// first goes straight here, without the message's fields, the settings' caches or the walk's door.
        private let direct = OnceReference<Direct>()

        /// A plan with its message's language, state, rules and number symbols.
        final class Direct: Sendable {
            let plan: RenderPlan
            let language: String
            let state: String?
            let rules: (any PluralRules)?
            let policy: PluralSelectionPolicy
            let symbols: NumberSymbols
            /// ``JavaFormatting/keepsSymbols(_:)`` of `symbols` for a plan with Java's `%d`: asked per
            /// render, it was a quarter of an Android message's instructions.
            let javaKeepsSymbols: Bool

            init(plan: RenderPlan, language: String, state: String?, rules: (any PluralRules)?, policy: PluralSelectionPolicy,
                 symbols: NumberSymbols, javaKeepsSymbols: Bool) {
                self.plan = plan
                self.language = language
                self.state = state
                self.rules = rules
                self.policy = policy
                self.symbols = symbols
                self.javaKeepsSymbols = javaKeepsSymbols
            }

            /// The message rendered by its plan, or `nil` when the arguments take it off the plan.
            func render(_ arguments: [MessageArgument]) -> RenderedMessage? {
                guard let text = plan.render(arguments, rules: rules, policy: policy, formatter: ArgumentFormatter(symbols: symbols),
                                             javaKeepsSymbols: javaKeepsSymbols) else { return nil }
                return RenderedMessage(text: text, language: language, state: state, diagnostics: [])
            }
        }

        /// The message's prepared form with its key, language and state, made on its first render (as
        /// ``direct(_:)`` for a plan): a render by key after the first evaluates it at once.
        private let evaluated = OnceReference<Evaluated>()

        /// A prepared form and what a rendering of it reports.
        final class Evaluated: Sendable {
            let prepared: any PreparedMessage
            let key: String
            let language: String
            let state: String?
            /// The options set that the evaluator does not apply, reported on every render.
            let ignoring: [MessageEvaluationOption]

            init(prepared: any PreparedMessage, key: String, language: String, state: String?, ignoring: [MessageEvaluationOption]) {
                self.prepared = prepared
                self.key = key
                self.language = language
                self.state = state
                self.ignoring = ignoring
            }

            /// The message as its evaluator renders it.
            func render(_ arguments: MessageArguments) throws(MessageError) -> RenderedMessage {
                do throws(MessageEvaluationError) {
                    let text = try prepared.evaluate(arguments)
                    let notes = ignoring.map { MessageDiagnostic(key: key, language: language, place: "format", number: "", kind: .optionIgnored($0)) }
                    return RenderedMessage(text: text, language: language, state: state, diagnostics: notes)
                } catch {
                    throw MessageError(.evaluation(error), key: key, language: language, place: "format")
                }
            }
        }

        /// The prepared form made by ``evaluated(_:)``, if a render made it.
        var madeEvaluated: Evaluated? { evaluated.load() }

        /// The prepared form with what a rendering reports, made by `make` the first time.
        func evaluated(_ make: () -> Evaluated) -> Evaluated {
            evaluated.load() ?? evaluated.storeIfNil(make())
        }

        /// The plan resolved by ``direct(_:)``, if a render made it.
        var madeDirect: Direct? { direct.load() }

        /// The plan resolved, made by `make` the first time (only for a message whose evaluator is the
        /// renderer's walk: a prepared message never reaches its plan).
        func direct(_ make: () -> Direct) -> Direct {
            direct.load() ?? direct.storeIfNil(make())
        }

        init(_ message: LocalizedMessage) {
            self.message = message.storage
            self.inflects = message.hasInflectionMarkup
            self.selectsAsI18next = message.origin.kind.selectsAsI18next
            self.plan = inflects ? nil : RenderPlan(message)
        }

        /// The message's preparation, made by `make` the first time and kept, failure included (two
        /// threads may both make it; the first stored wins).
        func preparation(_ make: () throws(MessageError) -> Preparation) throws(MessageError) -> Preparation {
            if let kept = prepared.load() { return try kept.result.get() }
            return try prepared.storeIfNil(Prepared(Result { () throws(MessageError) in try make() })).result.get()
        }
    }

    private let slots = Locked([Entry?](repeating: nil, count: RenderCache.capacity))

    /// The entries of the messages found by key, per table (its lookups' state, ``MessageTable/lookups``)
    /// and preferred list: a render by key finds its entry with one hash and one lock, without the
    /// table's lookup. Bounded as the table's ``FoundMessages``, whose findings these are.
    private let keyed = Locked(FoundMessages.ByList<KeyedList, Entry>())

    /// A table's state and a preferred list.
    struct KeyedList: Hashable {
        /// Held: its identity is not reused while the list's entries are kept.
        let lookups: LanguageOrderCache
        let preferred: [String]

        static func == (left: KeyedList, right: KeyedList) -> Bool { left.lookups === right.lookups && left.preferred == right.preferred }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(lookups))
            hasher.combine(preferred)
        }
    }

    /// The entry kept for a key found in a table's state for a preferred list, if any.
    func entry(forKey key: String, lookups: LanguageOrderCache, preferredLanguages: [String]) -> Entry? {
        keyed.withLock { keyed in
            // The same table and list as last time, usually the same objects: compared by identity first.
            if keyed.last?.lookups !== lookups || keyed.last?.preferred != preferredLanguages {
                keyed.select(KeyedList(lookups: lookups, preferred: preferredLanguages))
            }
            return keyed[key]
        }
    }

    /// Keeps the entry of the message a key found (up to ``FoundMessages/keyCapacity`` per list).
    func keep(_ entry: Entry, forKey key: String, lookups: LanguageOrderCache, preferredLanguages: [String]) {
        keyed.withLock { keyed in
            keyed.select(KeyedList(lookups: lookups, preferred: preferredLanguages))
            keyed.keep(entry, forKey: key)
        }
    }

    /// The entry of a message, its plan made once and kept.
    func entry(for message: LocalizedMessage) -> Entry {
        let address = UInt(bitPattern: ObjectIdentifier(message.storage))
        // Objects are 16-byte aligned: the low bits say nothing.
        let slot = Int(truncatingIfNeeded: (address &>> 4) ^ (address &>> 14)) & (Self.capacity - 1)
        if let entry = slots.withLock({ $0[slot] }), entry.message === message.storage { return entry }
        let entry = Entry(message)
        slots.withLock { $0[slot] = entry }
        return entry
    }
}
