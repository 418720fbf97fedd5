import Foundation
import PluralCore
import PluralLocalization

/// What an argument is used as, coarsely: what must agree between uses and languages.
enum ArgumentClass: String, Hashable, Sendable {
    case integer, floatingPoint = "floating point", object, string

    init(_ kind: ArgumentKind) {
        switch kind {
        case .signedInteger, .unsignedInteger: self = .integer
        case .floatingPoint: self = .floatingPoint
        case .object: self = .object
        case .string: self = .string
        }
    }
}

/// What one message's checks know besides the message: its language's rules and what callers pass.
struct MessageContext {
    /// The language's rules, `nil` when the language has none.
    var rules: (any PluralRules)?
    /// Which numbers select which category in the language.
    var reach: CategoryReach?
    /// The language's ordinal rules and their reach, for MessageFormat `selectordinal` (`nil` when none).
    var ordinalRules: (any PluralRules)? = nil
    var ordinalReach: CategoryReach? = nil
    /// The zero policy.
    var policy: PluralSelectionPolicy
    /// The arguments callers pass, when known from elsewhere (an `.xcstrings` key with
    /// conversions, or the development language's message).
    var callerArguments: [Int: ArgumentClass]
    /// Whether callers pass arguments at all: a text used without them ("100% anonymous") is shown as is.
    var isFormatted: Bool
    /// The categories (exact forms that cover one counted) the development language's message
    /// chooses on, by variable name or MessageFormat argument: a translation that keeps an invariant
    /// `{n, plural, other {+# more}}` lacks nothing. Empty for the development language itself.
    var referenceCategories: [String: Set<PluralCategory>] = [:]
}

/// The checks of one message in one language: structure, variables, arguments, categories and
/// slips in the format text (the last two families live in their own files).
struct MessageCheck {
    let message: LocalizedMessage
    let context: MessageContext
    var findings: [LintFinding] = []
    /// Argument positions and how they are used (the first use decides; conflicts are findings).
    var arguments: [Int: ArgumentClass] = [:]
    var usedVariables: Set<String> = []
    private var visited: Set<String> = []
    private var reportedCycles: Set<String> = []
    /// Positions already reported as mismatched (one finding per argument).
    private(set) var mismatchedPositions: Set<Int> = []
    /// Positions only a variable whose forms are all alike selects on: its number changes nothing,
    /// so another use may give the argument its type (an argument consumed by an empty variable).
    private var softPositions: Set<Int> = []
    /// A format that does not parse hides its variables: no unused-variable findings then.
    private var hasSyntaxError = false
    /// The key path below the message's entry of what is being checked (a variable, a form), given
    /// to findings so that they point at it; empty for the message itself.
    private var innerPath: [String] = []
    /// The scalar offset in the message's text that the next finding names, if any.
    private var textOffset: Int?

    init(message: LocalizedMessage, context: MessageContext) {
        self.message = message
        self.context = context
    }

    var rules: (any PluralRules)? { context.rules }
    var file: String? { message.origin.file?.path }

    mutating func add(_ severity: LintFinding.Severity, _ rule: LintRule, _ text: String, hint: String) {
        var finding = LintFinding(severity, rule, file: file, key: message.key, language: message.language, message: text, hint: hint)
        finding.innerPath = innerPath.isEmpty ? nil : innerPath
        finding.textOffset = textOffset
        findings.append(finding)
    }

    /// The key path of a variable of the message's file, or of one of its forms.
    private func variablePath(_ name: String, form: PluralMessageForm? = nil) -> [String] {
        switch message.origin.kind {
        case .stringsdict: [name] + (form.map { [$0.description] } ?? [])
        case .xcstrings: ["substitutions", name] + (form.map { ["variations", "plural", $0.description] } ?? [])
        case .strings, .messageformat: []
        }
    }

    /// The key path of a variation of the message (a catalog's plural or device variation).
    private func variationPath(_ kind: String, _ name: String?) -> [String] {
        message.origin.kind == .xcstrings ? innerPath + ["variations", kind] + (name.map { [$0] } ?? []) : innerPath
    }

    mutating func run() {
        walk(message.body, scope: message.variables)
        if message.origin.kind == .messageformat {
            // The same plural in several branches of a select (one per gender) has the same defect: said once.
            var seen: Set<String> = []
            findings = findings.filter { seen.insert("\($0.code)|\($0.message)").inserted }
        }
        for name in message.variables.keys.sorted() where !usedVariables.contains(name) && !hasSyntaxError {
            innerPath = variablePath(name)
            defer { innerPath = [] }
            add(.warning, .unusedVariable, "variable '\(name)' is defined but no format refers to it",
                hint: "refer to it as %#@\(name)@ or delete it")
        }
        if let last = arguments.keys.max(), last >= 1 {
            // A translation that leaves out an argument callers pass is reported across languages.
            let gaps = (1...last).filter { arguments[$0] == nil && context.callerArguments[$0] == nil }
            if !gaps.isEmpty {
                add(.error, .argumentGap, "argument\(gaps.count == 1 ? "" : "s") \(gaps.map(String.init).joined(separator: ", ")) of 1...\(last) \(gaps.count == 1 ? "is" : "are") never used",
                    hint: "use every position up to the last one (%\(gaps[0])$...): formatting reads arguments by position and needs each type")
            }
        }
    }

    private mutating func walk(_ body: MessageBody, scope: [String: MessageVariable]) {
        switch body {
        case let .text(text):
            var next = 1
            walk(text, scope: scope, place: "format", next: &next, stack: [])
        case let .plural(argument, forms):
            let numbers = numberKind(ofArgument: argument, valueType: nil, forms: forms.compactMapValues { body in
                if case let .text(text) = body { text } else { nil }
            })
            let outer = innerPath
            defer { innerPath = outer }
            innerPath = variationPath("plural", nil)
            checkCategories(Set(forms.keys), place: "plural variation", numbers: numbers, texts: forms.compactMapValues { body in
                if case let .text(text) = body { text.source } else { nil }
            })
            use(argument, .integer, place: "plural variation", allowNumeric: true)
            for (form, body) in forms.sorted(by: { $0.key < $1.key }) {
                innerPath = outer
                innerPath = variationPath("plural", form.description)
                if form == .category(.one), case let .text(text) = body {
                    checkLiteralOne(text, argument: argument, forms: Set(forms.keys), place: "plural variation form 'one'", numbers: numbers)
                }
                walk(body, scope: scope)
            }
        case let .device(variants):
            if variants["other"] == nil {
                add(.warning, .missingDeviceOther, "the device variation has no 'other' variant",
                    hint: "add 'other' for devices not listed (\(variants.keys.sorted().joined(separator: ", ")) are)")
            }
            let known: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]
            for name in variants.keys.sorted() where !known.contains(name) {
                add(.warning, .unknownDevice, "unknown device '\(name)'", hint: "use one of \(known.sorted().joined(separator: ", "))")
            }
            let outer = innerPath
            defer { innerPath = outer }
            for (name, variant) in variants.sorted(by: { $0.key < $1.key }) {
                innerPath = outer
                innerPath = variationPath("device", name)
                walk(variant, scope: scope)
            }
        case let .width(variants):
            for variant in variants { walk(variant.body, scope: scope) }
        case let .scoped(inner, variables):
            walk(inner, scope: variables)
        case let .invalid(reason):
            add(.error, .invalidEntry, reason, hint: message.origin.kind == .messageformat
                ? "give each key a MessageFormat text (a JSON string), or an object of such keys"
                : "each key needs NSStringLocalizedFormatKey and its variables (or a width or device rule)")
        }
    }

    /// Records a use of an argument; a use of another class than before is a type mismatch.
    private mutating func use(_ position: Int, _ argumentClass: ArgumentClass, place: String, allowNumeric: Bool = false, soft: Bool = false) {
        guard let previous = arguments[position] else {
            arguments[position] = argumentClass
            if soft { softPositions.insert(position) }
            return
        }
        if soft { return }
        if softPositions.remove(position) != nil {
            arguments[position] = argumentClass
            return
        }
        // A plural variation selects on any number.
        if allowNumeric, previous == .integer || previous == .floatingPoint { return }
        if previous != argumentClass, mismatchedPositions.insert(position).inserted {
            // The place without its form, so that translations sharing the defect read alike.
            let shownPlace = place.replacingOccurrences(of: #" form '[^']*'"#, with: "", options: .regularExpression)
            add(.error, .valueTypeMismatch, "argument \(position) is used as \(previous.rawValue) and as \(argumentClass.rawValue) (\(shownPlace))",
                hint: "one argument has one type: make the conversions and NSStringFormatValueTypeKey agree")
        }
    }

    private mutating func walk(_ text: MessageText, scope: [String: MessageVariable], place: String, next: inout Int, stack: [String]) {
        if text.syntax == .messageFormat {
            walkMessageFormat(text, scope: scope, place: place, stack: stack)
            return
        }
        let slips = checkSlips(in: text, place: place)
        usedVariables.formUnion(slips.brokenReferences)
        let format: ParsedFormat
        switch text.parsed {
        case let .success(parsed): format = parsed
        case let .failure(error):
            hasSyntaxError = true
            // A slip already said what is wrong at this place; a text used without arguments is shown as is.
            guard !slips.explains(error.offset), context.isFormatted || message.origin.kind != .strings else { return }
            add(.error, .invalidFormat,
                "\(place): \(error.reason) at character \(text.source.characterOffset(ofUTF8Offset: error.offset))",
                hint: "write '%%' for a percent sign; conversions are %d, %lu, %f, %@, %1$@, variables %#@name@")
            return
        }
        for segment in format.segments {
            switch segment {
            case .literal:
                break
            case let .specifier(specifier, offset):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                // A conversion a slip explains (`%# @sites @` read as `%@`) is reported there.
                if slips.explains(offset) { continue }
                use(position, ArgumentClass(specifier.kind), place: "\(place), \(specifier)")
            case .substitutionArgument:
                break  // the substitution's own argument, recorded with its value type
            case .argument, .pluralNumber:
                break  // MessageFormat parts, which printf texts never have
            case let .variable(name, explicit, _):
                var position = explicit ?? next
                if explicit == nil { next += 1 }
                usedVariables.insert(name)
                guard let variable = scope[name] else {
                    add(.error, .unknownVariable, "\(place) refers to %#@\(name)@, which is not defined",
                        hint: "define '\(name)' beside NSStringLocalizedFormatKey (or in substitutions), or fix the name")
                    continue
                }
                if let argument = variable.argumentNumber, argument < 1 {
                    add(.error, .invalidArgumentNumber, "the substitution '\(name)' has argNum \(argument); arguments count from 1",
                        hint: "set argNum to the position of the number it selects on")
                } else if let argument = variable.argumentNumber {
                    if let explicit, explicit != argument {
                        add(.warning, .argumentMismatch, "%\(explicit)$#@\(name)@ names argument \(explicit) but the substitution's argNum is \(argument)",
                            hint: "make the position and argNum agree")
                    }
                    position = argument
                }
                if let start = stack.firstIndex(of: name) {
                    let cycle = Array(stack[start...]) + [name]
                    if reportedCycles.insert(cycle.sorted().joined(separator: ",")).inserted {
                        add(.error, .variableCycle, "variables refer to each other in a cycle: \(cycle.joined(separator: " -> "))",
                            hint: "a variable's forms must not refer back to it")
                    }
                    continue
                }
                guard stack.count < MessageRenderer.maximumNestingDepth else {
                    add(.error, .nestingTooDeep, "variables nest deeper than \(MessageRenderer.maximumNestingDepth) levels at '\(name)'",
                        hint: "flatten the variables")
                    continue
                }
                checkVariable(variable, position: position, scope: scope, stack: stack + [name])
            }
        }
    }

    private mutating func checkVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], stack: [String]) {
        let name = variable.name
        // A variable used at one position is checked once (forms that repeat it would multiply work).
        guard visited.insert("\(name)@\(position)").inserted else { return }
        let place = "variable '\(name)'"
        let outer = innerPath
        defer { innerPath = outer }
        innerPath = variablePath(name)
        if variable.isGender {
            checkGenderVariable(variable, position: position, scope: scope, stack: stack, place: place)
            return
        }
        guard variable.isPlural else {
            add(.error, .unsupportedRuleType, "\(place) has rule type '\(variable.ruleType ?? "")'",
                hint: "use NSStringPluralRuleType (gender and other rule types are not rendered)")
            return
        }
        if variable.ruleType == nil, !variable.isSubstitution {
            add(.warning, .missingRuleType, "\(place) has no NSStringFormatSpecTypeKey",
                hint: "add NSStringFormatSpecTypeKey = NSStringPluralRuleType")
        }
        let valueSpecifier = Self.valueSpecifier(of: variable)
        var valueClass: ArgumentClass?
        if let valueType = variable.valueType {
            if let valueSpecifier, valueSpecifier.kind.isNumeric {
                valueClass = ArgumentClass(valueSpecifier.kind)
                if valueType.hasPrefix("%") {
                    add(.warning, .valueTypePercent, "\(place) has value type '\(valueType)', with a '%' the key does not take",
                        hint: "write the conversion without '%' ('\(valueType.dropFirst())')")
                }
            } else if valueSpecifier?.kind == .object, !variable.isSubstitution {
                valueClass = nil
            } else {
                add(.error, .invalidValueType, "\(place) has value type '\(valueType)', which is not a number conversion",
                    hint: "use d, i, u, ld, lu, lld, llu, f, e or g")
            }
        } else if !variable.isSubstitution {
            add(.warning, .missingValueType, "\(place) has no NSStringFormatValueTypeKey",
                hint: "add NSStringFormatValueTypeKey with the argument's conversion (d, lu, f...)")
        }
        let selectionMatters = Set(variable.forms.values.map(\.source)).count > 1
        use(position, valueClass ?? .integer, place: place, allowNumeric: valueClass == nil, soft: !selectionMatters)
        for key in variable.unknownKeys {
            add(.warning, .unknownFormKey, "\(place) has key '\(key)', which is neither a plural category nor a setting",
                hint: "plural keys are zero, one, two, few, many, other (or exact values such as =0)")
        }
        let numbers = numberKind(ofArgument: position, valueType: valueSpecifier, forms: variable.forms)
        checkCategories(Set(variable.forms.keys), place: place, numbers: numbers, variable: name, texts: variable.forms.mapValues(\.source))
        for (form, text) in variable.forms.sorted(by: { $0.key < $1.key }) {
            var next = position
            let formPlace = "\(place) form '\(form)'"
            innerPath = variablePath(name, form: form)
            if form == .category(.one) {
                checkLiteralOne(text, argument: position, forms: Set(variable.forms.keys), place: formPlace, numbers: numbers)
            }
            // Conversions of the variable's own argument must match its value type.
            if let valueClass, case let .success(format) = text.parsed {
                var cursor = position
                let bytes = Array(text.source.utf8)
                for segment in format.segments {
                    guard case let .specifier(specifier, offset) = segment else { continue }
                    let target = specifier.position ?? cursor
                    if specifier.position == nil { cursor += 1 }
                    // A slip (`% af` read as `% a`) is reported as such.
                    if Self.spacedWord(in: bytes, at: offset) != nil || Self.brokenReference(in: bytes, at: offset) != nil { continue }
                    if target == position, ArgumentClass(specifier.kind) != valueClass, mismatchedPositions.insert(position).inserted {
                        add(.error, .valueTypeMismatch, "\(place) formats its own argument (\(position)) with \(specifier) in its forms, but the value type is '\(variable.valueType ?? "")'",
                            hint: "use a conversion of the value type's kind, or fix NSStringFormatValueTypeKey")
                    }
                }
            }
            walk(text, scope: scope, place: formPlace, next: &next, stack: stack)
        }
    }

    /// A MessageFormat text: its syntax error, and the variables it uses (none of the printf
    /// checks apply: `%` and `'` are text there).
    private mutating func walkMessageFormat(_ text: MessageText, scope: [String: MessageVariable], place: String, stack: [String]) {
        if let error = text.messageFormatError {
            hasSyntaxError = true
            // ICU refuses a choice without `other`: the same defect as a .stringsdict plural without it.
            // What ICU reads but this package's renderer does not (`{d, time}`) is a note about this package.
            // (An unknown type, often a translated keyword such as 'numër', ICU refuses too.)
            let rule = error.kind == .unsupported && !error.reason.hasPrefix("unknown argument type") ? LintRule.unsupportedArgumentType
                : error.reason.hasSuffix("has no 'other' option, which ICU requires") ? .missingOther : .invalidFormat
            textOffset = error.offset
            defer { textOffset = nil }
            add(rule.defaultSeverity, rule, "\(place): \(error.reason) at character \(error.offset)",
                hint: error.kind == .unsupported ? "ICU reads this, but this package does not render it" : "see ICU's MessageFormat syntax: {name}, {name, number}, {name, plural, one {…} other {…}}")
            return
        }
        for segment in text.segments {
            guard case let .variable(name, _, _) = segment else { continue }
            usedVariables.insert(name)
            guard let variable = scope[name], !stack.contains(name), stack.count < MessageRenderer.maximumNestingDepth else { continue }
            checkMessageFormatChoice(variable)
            let forms = variable.forms.sorted(by: { $0.key < $1.key }).map(\.value) + variable.keywordForms.sorted(by: { $0.key < $1.key }).map(\.value)
            for form in forms {
                walkMessageFormat(form, scope: scope, place: "variable '\(name)' form", stack: stack + [name])
            }
        }
    }

    /// A gender variable (`NSStringGenderRuleType`): an `other` form, known form names, and an
    /// argument that can name a gender (an integer 0, 1, 2 or a string).
    private mutating func checkGenderVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], stack: [String], place: String) {
        if variable.genderForms[.other] == nil {
            add(.error, .missingOther, "gender \(place) has no 'other' form",
                hint: "add 'other': every gender without a form of its own, and unknown ones, fall back to it")
        }
        for key in variable.unknownKeys {
            add(.warning, .unknownFormKey, "gender \(place) has key '\(key)', which is not a gender form",
                hint: "gender forms are male, female, neuter and other; '\(key)' is never chosen")
        }
        var argumentClass = ArgumentClass.integer
        if let valueType = variable.valueType {
            switch Self.valueSpecifier(of: variable)?.kind {
            case .signedInteger?, .unsignedInteger?: argumentClass = .integer
            case .object?: argumentClass = .object
            default:
                add(.error, .invalidValueType, "gender \(place) has value type '\(valueType)', which cannot name a gender",
                    hint: "use d (0 male, 1 female, 2 neuter) or @ (a form's name)")
            }
        }
        use(position, argumentClass, place: place, soft: Set(variable.genderForms.values.map(\.source)).count <= 1)
        for (_, text) in variable.genderForms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            var next = position
            walk(text, scope: scope, place: "\(place) form", next: &next, stack: stack)
        }
    }

    /// The value type as a specifier; `%ld` (a `%` the key does not need, which Apple tolerates) reads as `ld`.
    static func valueSpecifier(of variable: MessageVariable) -> FormatSpecifier? {
        if let specifier = variable.valueSpecifier { return specifier }
        guard let valueType = variable.valueType, valueType.hasPrefix("%") else { return nil }
        return FormatSpecifier(valueType: String(valueType.dropFirst()))
    }

    /// The kind of numbers an argument takes: from the value type, else what callers pass, else
    /// the conversions of that argument in the forms; integers when nothing says.
    func numberKind(ofArgument position: Int, valueType: FormatSpecifier?, forms: [PluralMessageForm: MessageText]) -> CategoryReach.NumberKind {
        if let valueType { return Self.numberKind(of: valueType) }
        switch context.callerArguments[position] {
        case .integer?: return .integer
        case .floatingPoint?: return .decimal
        default: break
        }
        var kinds: Set<CategoryReach.NumberKind> = []
        for text in forms.values {
            guard case let .success(format) = text.parsed else { continue }
            var cursor = position
            for segment in format.segments {
                switch segment {
                case let .specifier(specifier, _):
                    let target = specifier.position ?? cursor
                    if specifier.position == nil { cursor += 1 }
                    if target == position { kinds.insert(Self.numberKind(of: specifier)) }
                default:
                    continue
                }
            }
        }
        return kinds.contains(.decimal) ? .decimal : .integer
    }

    /// Integers, and floating-point conversions that never show a fraction (`%.0f`), select as
    /// integers; other conversions (floating point, objects) may carry fractions.
    static func numberKind(of specifier: FormatSpecifier) -> CategoryReach.NumberKind {
        switch specifier.kind {
        case .signedInteger, .unsignedInteger: .integer
        case .floatingPoint: specifier.precision == 0 && specifier.conversion != "g" && specifier.conversion != "G" ? .integer : .decimal
        case .object, .string: .decimal
        }
    }
}

extension String {
    /// The number of characters before a UTF-8 offset: what people count in an editor.
    func characterOffset(ofUTF8Offset offset: Int) -> Int {
        let clamped = min(max(0, offset), utf8.count)
        guard let index = utf8.index(utf8.startIndex, offsetBy: clamped, limitedBy: utf8.endIndex) else { return count }
        return self[..<index].count
    }
}
