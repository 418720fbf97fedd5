import Foundation
import PluralCore
import PluralLocalization

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
    var callerArguments: [Int: MessageSignature.ArgumentType]
    /// Whether callers pass arguments at all: a text used without them ("100% anonymous") is shown as is.
    var isFormatted: Bool
    /// The categories (exact forms that cover one counted) the development language's message
    /// chooses on, by variable name or MessageFormat argument: a translation that keeps an invariant
    /// `{n, plural, other {+# more}}` lacks nothing. Empty for the development language itself.
    var referenceCategories: [String: Set<PluralCategory>] = [:]
    /// The texts of the forms of each plural of the development language's message, by variable
    /// name or MessageFormat argument: a translation whose plural keeps them unchanged left it
    /// untranslated. Empty for the development language itself.
    var referenceForms: [String: Set<String>] = [:]
    /// The table's MessageFormat files write placeholders as `{{name}}` (i18next): such texts are
    /// not syntax errors of theirs (the table gets one `not-messageformat` warning).
    var doubleBracePlaceholders = false
    /// The message is the development language's: `unpluralised-count` reads only the source text.
    var isDevelopmentLanguage = false
    /// The message's key is one of a pair of texts code chooses between by the count: the pair's
    /// finding says it, not each text's.
    var isCountPair = false
    /// i18next plurals whose keys the project's code names in full.
    var keysInCode = I18nextKeysInCode()
}

/// The checks of one message in one language: structure, variables, arguments, categories and
/// slips in the format text (the last two families live in their own files). A visitor of the one
/// ``MessageWalk``: every variant, form and argument position is the one the renderer reaches.
struct MessageCheck: MessageVisitor {
    let message: LocalizedMessage
    let context: MessageContext
    var findings: [LintFinding] = []
    /// How the message uses its arguments (the first use decides; conflicts are findings); what a
    /// slip explains is left out, as it is reported as a slip.
    private(set) var uses = ArgumentUses()
    var usedVariables: Set<String> = []
    private var visited: Set<String> = []
    private var reportedCycles: Set<String> = []
    /// Positions already reported as mismatched (one finding per argument).
    private(set) var mismatchedPositions: Set<Int> = []
    /// Positions of conversions a slip explains (reported as the slip, not compared across languages).
    private(set) var slipPositions: Set<Int> = []
    /// A format that does not parse hides its variables: no unused-variable findings then.
    private(set) var hasSyntaxError = false
    /// The key path below the message's entry of what is being checked (a variable, a form), given
    /// to findings so that they point at it; empty for the message itself.
    private var innerPath: [String] = []
    /// The MessageFormat choices and forms being walked (``LintFinding/choicePath``).
    private var choicePath: [String] = []
    /// The paths to go back to when the walk leaves a variation, variant or variable.
    private var outerPaths: [[String]] = []
    /// The place of the text being walked, for findings ("format", "variable 'n' form 'one'"), and
    /// the same without its form ("variable 'n'"), so that translations sharing a defect read alike.
    private var places: [(shown: String, withoutForm: String)] = []
    /// The numbers each variable or plural variation being walked takes, innermost last.
    private var numberKinds: [CategoryReach.NumberKind] = []
    /// The forms of each plural variation being walked, innermost last.
    private var variationForms: [Set<PluralMessageForm>] = []
    private var variationBodies: [[PluralMessageForm: MessageBody]] = []
    /// The value type's class of each variable being walked (`nil`: none that is a number).
    private var valueClasses: [MessageSignature.ArgumentType?] = []
    /// What the slips of each printf text explain, by text.
    private var slips: [ObjectIdentifier: FormatSlips] = [:]
    /// The variable last referred to, and the text that refers to it up to the reference: what
    /// governs the plural ("od %#@n@") and whether that text prints the number itself.
    private var lastReference: (name: String, before: String, text: MessageText)?

    init(message: LocalizedMessage, context: MessageContext) {
        self.message = message
        self.context = context
    }

    /// The arguments by position and the type their first use gives them.
    var arguments: [Int: MessageSignature.ArgumentType] { uses.types }
    var rules: (any PluralRules)? { context.rules }
    var file: String? { message.origin.file?.path }
    var place: String { places.last?.shown ?? "format" }

    /// Adds a finding about what is being walked; `offset` is the character of the text it names.
    mutating func add(_ severity: LintFinding.Severity, _ rule: LintRule, _ text: String, hint: String, at offset: Int? = nil) {
        var finding = LintFinding(severity, rule, file: file, key: message.key, language: message.language, message: text, hint: hint)
        finding.innerPath = innerPath.isEmpty ? nil : innerPath
        finding.choicePath = choicePath.isEmpty ? nil : choicePath
        finding.textOffset = offset
        findings.append(finding)
    }

    /// The key path of a variable of the message's file, or of one of its forms.
    private func variablePath(_ name: String, form: PluralMessageForm? = nil) -> [String] {
        switch message.origin.kind {
        case .stringsdict: [name] + (form.map { [$0.description] } ?? [])
        case .xcstrings: ["substitutions", name] + (form.map { ["variations", "plural", $0.description] } ?? [])
        default: []
        }
    }

    /// The key path of a variation of the message (a catalog's plural or device variation).
    private func variationPath(_ kind: String, _ name: String?) -> [String] {
        switch message.origin.kind {
        case .xcstrings: innerPath + ["variations", kind] + (name.map { [$0] } ?? [])
        // An Android `<item quantity="…">` is placed under its `<plurals>`.
        case .android: name.map { [$0] } ?? innerPath
        default: innerPath
        }
    }

    private mutating func enterPath(_ path: [String]) {
        outerPaths.append(innerPath)
        innerPath = path
    }

    private mutating func exitPath() {
        innerPath = outerPaths.popLast() ?? []
    }

    mutating func run() {
        // What Xcode shows as not done in a String Catalog (CI tools gate releases on it).
        if message.origin.kind == .xcstrings, let state = message.state, ["new", "needs_review", "stale"].contains(state) {
            add(.note, .translationState, "the catalog marks the \(message.language) translation '\(state)'\(state == "stale" ? ": its source text changed or is gone" : ": not reviewed as translated")",
                hint: "review it and mark it translated in Xcode's String Catalog editor")
        }
        if message.origin.kind.selectsAsI18next { checkObsoletePluralKey() }
        if let gettext = message.gettext {
            checkGettextEntry(gettext)
            // What gettext shows for an untranslated or fuzzy entry is the source text: not checked as a translation.
            if gettext.showsSource, !gettext.header.isTemplate { return }
        }
        MessageWalk.walk(message, with: &self)
        checkUnpluralisedCount()
        if message.origin.kind.isMessageFormat {
            // The same plural in several branches of a select (one per gender) has the same defect: said once.
            struct Said: Hashable { var rule: LintRule, message: String, textOffset: Int? }
            var seen: Set<Said> = []
            findings = findings.filter { seen.insert(Said(rule: $0.rule, message: $0.message, textOffset: $0.textOffset)).inserted }
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

    // MARK: Variations

    mutating func invalid(_ reason: String) {
        // The hint of the entry's own format: a `.stringsdict`'s keys mean nothing in Android XML.
        let hint = switch message.origin.kind {
        case .messageformat, .messageformat2: "give each key a MessageFormat text (a JSON string), or an object of such keys"
        case .android: "write the resource as Android reads it: a <string>, a <plurals> of <item quantity=\"…\"> with an 'other', or a <string-array> of <item>s"
        case .xcstrings: "give the entry a stringUnit, or plural or device variations with an 'other' variant"
        case .stringsdict, .strings: "each key needs NSStringLocalizedFormatKey and its variables (or a width or device rule)"
        default: "write the entry as its format reads it"
        }
        add(.error, .invalidEntry, reason, hint: hint)
    }

    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {
        guard entering else {
            numberKinds.removeLast()
            variationForms.removeLast()
            variationBodies.removeLast()
            exitPath()
            return
        }
        variationForms.append(Set(forms.keys))
        variationBodies.append(forms)
        if message.origin.kind.selectsIntegerQuantity {
            numberKinds.append(.integer)
            enterPath(innerPath)
            if let gettext = message.gettext {
                checkGettextPlural(forms, variable: MessageLinter.variationName(argument), metadata: gettext)
            } else {
                checkQuantities(forms, variable: MessageLinter.variationName(argument))
            }
            return
        }
        if message.origin.kind == .xcstrings { checkRepeatedPluralArgument(forms) }
        if message.origin.kind.selectsAsI18next {
            numberKinds.append(.decimal)
            enterPath(variationPath("plural", nil))
            return checkI18nextPlural(forms)
        }
        let numbers = numberKind(ofArgument: argument, valueType: nil, forms: forms.compactMapValues { body in
            if case let .text(text) = body { text } else { nil }
        }, firstUnpositioned: 1)
        numberKinds.append(numbers)
        enterPath(variationPath("plural", nil))
        let printed = forms.values.contains { body in
            if case let .text(text) = body { Self.printsNumber(text) } else { true }
        }
        checkCategories(Set(forms.keys), place: "plural variation", numbers: numbers, variable: MessageLinter.variationName(argument), texts: forms.compactMapValues { body in
            if case let .text(text) = body { text } else { nil }
        }, numberShown: printed)
        use(argument, .integer, place: "plural variation", allowNumeric: true)
    }

    /// Xcode's "Cannot reliably infer argument number for plural variation because %lld is used in
    /// multiple positions": a catalog's whole-string plural variation names no argument, so Xcode
    /// infers it from the conversions of its forms, and cannot when one number conversion is
    /// written at two argument positions ("%lld of %lld files"). Substitutions (`argNum`) and
    /// `.stringsdict` variables (`%1$#@files@`) name their argument: no inference, no finding.
    private mutating func checkRepeatedPluralArgument(_ forms: [PluralMessageForm: MessageBody]) {
        for (form, body) in forms.sorted(by: { $0.key < $1.key }) {
            guard case let .text(text) = body, case .success = text.parsed else { continue }
            var positions: [String: Set<Int>] = [:]
            for conversion in text.conversions(from: .top) where conversion.specifier.kind.isNumeric {
                positions["%" + conversion.specifier.length + String(conversion.specifier.conversion), default: []].insert(conversion.position)
            }
            guard let repeated = positions.filter({ $0.value.count > 1 }).keys.min() else { continue }
            add(.warning, .repeatedPluralArgument,
                "plural variation form '\(form)' uses \(repeated) at arguments \(positions[repeated, default: []].sorted().map(String.init).joined(separator: " and ")): Xcode cannot reliably infer which argument the variation selects on",
                hint: "vary by plural in a substitution of the one argument (%#@name@ with argNum), so that the number it selects on is named")
            return
        }
    }

    mutating func pluralVariationForm(_ form: PluralMessageForm, body: MessageBody, argument: Int, entering: Bool) {
        guard entering else { return exitPath() }
        enterPath(outerPaths.last ?? [])
        innerPath = variationPath("plural", form.description)
        if message.origin.kind.selectsIntegerQuantity, case let .category(category) = form, case let .text(text) = body {
            // A PO form's number is checked by its index (checkGettextEntry).
            if message.gettext != nil { return }
            let itemsPrintNumber = variationBodies.last?.values.contains { body in
                if case let .text(text) = body { Self.printsNumber(text) } else { true }
            } ?? true
            return checkImpliedQuantity(category, text: text, itemsPrintNumber: itemsPrintNumber)
        }
        // An ordinal's fixed text is right for its place ("1st"): its categories are checked as a whole.
        if case let .category(category) = form, category == .one || category == .zero, message.pluralRuleType == .cardinal, case let .text(text) = body {
            let other: Bool
            if case let .text(otherText)? = variationBodies.last?[.category(.other)] { other = Self.printsNumber(otherText) } else { other = false }
            checkFixedForm(category, text: text, ownNumber: Self.printsOwnNumber(text, cursor: .top, argument: argument), printsNumber: Self.printsNumber(text),
                           otherPrintsNumber: other, forms: variationForms.last ?? [],
                           place: "plural variation form '\(category.rawValue)'", numbers: numberKinds.last ?? .integer,
                           // i18next's count is a JavaScript number: 1.0 is 1, and shows "1".
                           valuesOnly: message.origin.kind.selectsAsI18next)
        }
    }

    mutating func deviceVariants(_ variants: [String: MessageBody]) -> [(name: String, body: MessageBody)] {
        if variants["other"] == nil {
            add(.warning, .missingDeviceOther, "the device variation has no 'other' variant",
                hint: "add 'other' for devices not listed (\(variants.keys.sorted().joined(separator: ", ")) are)")
        }
        let known = Set(MessageBody.deviceNames)
        for name in variants.keys.sorted() where !known.contains(name) {
            add(.warning, .unknownDevice, "unknown device '\(name)'", hint: "use one of \(known.sorted().joined(separator: ", "))")
        }
        return variants.sorted { $0.key < $1.key }.map { (name: $0.key, body: $0.value) }
    }

    mutating func deviceVariant(_ name: String, entering: Bool) {
        guard entering else { return exitPath() }
        enterPath(variationPath("device", name))
    }

    // MARK: Texts

    /// A printf text: its slips and syntax error (its parts are walked when it parses). A
    /// MessageFormat text: its syntax error (none of the printf checks apply: `%` and `'` are text there).
    mutating func text(_ text: MessageText) -> Bool {
        // Text without conversions (a PO entry not flagged c-format): nothing of printf applies.
        // Python's `%` operator: a PO entry's, compared with its msgid as msgfmt -c compares it (checkPythonFormat).
        if text.syntax == .plainText || text.syntax == .pythonFormat { return false }
        if text.syntax == .messageFormat2 {
            checkMessageFormat2(text)
            return false
        }
        if text.syntax.isMessageFormat1 {
            guard let error = text.messageFormatError else {
                // A Flutter message's whole text, once (its forms are texts too).
                if text.syntax == .flutterMessageFormat, case let .text(whole) = message.body, whole === text { checkGenL10n(text) }
                return true
            }
            hasSyntaxError = true
            if context.doubleBracePlaceholders, MessageFormatChecks.hasDoubleBracePlaceholder(text.source) { return false }
            // ICU refuses a choice without `other`: the same defect as a .stringsdict plural without it.
            // What ICU reads but this package's renderer does not (`{d, time}`) is a note about this package.
            // (An unknown type, often a translated keyword such as 'numër', ICU refuses too.)
            let rule: LintRule = switch error.kind {
            case .unsupported: .unsupportedArgumentType
            case .missingOther: .missingOther
            case .syntax, .unknownArgumentType, .bound: .invalidFormat
            }
            add(rule.defaultSeverity, rule, "\(place): \(error.reason)",
                hint: error.kind.readsArgumentNamesLeniently ? "ICU reads this, but this package does not render it" : "see ICU's MessageFormat syntax: {name}, {name, number}, {name, plural, one {…} other {…}}",
                at: error.offset)
            return false
        }
        let found = checkSlips(in: text, place: place)
        usedVariables.formUnion(found.brokenReferences)
        switch text.parsed {
        case .success:
            slips[ObjectIdentifier(text)] = found
            return true
        case let .failure(error):
            hasSyntaxError = true
            // A slip already said what is wrong at this place; a text used without arguments is shown as is.
            guard !found.explains(error.offset), context.isFormatted || !showsTextUnformatted else { return false }
            add(.error, .invalidFormat,
                "\(place): \(error.reason)",
                hint: text.syntax == .javaFormat
                    ? "write '%%' for a percent sign; Java's conversions are %d, %s, %1$s, %,d, %.1f (Android formats the text with String.format)"
                    : "write '%%' for a percent sign; conversions are %d, %lu, %f, %@, %1$@, variables %#@name@",
                at: text.source.scalarOffset(ofUTF8Offset: error.offset))
            return false
        }
    }

    /// Whether the message's text is shown as written when callers pass no arguments: a `.strings`
    /// entry (NSLocalizedString) or an Android `<string>` (getString(id)).
    private var showsTextUnformatted: Bool {
        if message.origin.kind == .strings { return true }
        if message.origin.kind == .android, case .text = message.body { return true }
        return false
    }

    mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {
        // A conversion a slip explains (`%# @sites @` read as `%@`) is reported there.
        if slips[ObjectIdentifier(text)]?.explains(offset) == true {
            slipPositions.insert(position)
            return
        }
        // Java's `%s` prints any value (an Integer as its digits): it says nothing of the argument's type.
        let type: MessageSignature.ArgumentType = text.syntax == .javaFormat && specifier.kind == .object ? .any : MessageSignature.ArgumentType(specifier.kind)
        use(position, type, place: "\(places.last?.withoutForm ?? "format"), \(specifier)")
    }

    mutating func reference(_ name: String, _ variable: MessageVariable?, explicit: Int?, referenced: Int, selected: Int, offset: Int, in text: MessageText) {
        usedVariables.insert(name)
        guard text.syntax == .printf else { return }
        let utf8 = text.source.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        lastReference = (name, String(text.source[..<end]), text)
        guard let variable else {
            add(.error, .unknownVariable, "\(place) refers to %#@\(name)@, which is not defined",
                hint: "define '\(name)' beside NSStringLocalizedFormatKey (or in substitutions), or fix the name")
            return
        }
        if let argument = variable.argumentNumber, argument < 1 {
            add(.error, .invalidArgumentNumber, "the substitution '\(name)' has argNum \(argument); arguments count from 1",
                hint: "set argNum to the position of the number it selects on")
        } else if let argument = variable.argumentNumber, let explicit, explicit != argument {
            add(.warning, .argumentMismatch, "%\(explicit)$#@\(name)@ names argument \(explicit) but the substitution's argNum is \(argument)",
                hint: "make the position and argNum agree")
        }
    }

    mutating func cycle(_ cycle: [String]) {
        if reportedCycles.insert(cycle.sorted().joined(separator: ",")).inserted {
            add(.error, .variableCycle, "variables refer to each other in a cycle: \(cycle.joined(separator: " -> "))",
                hint: "a variable's forms must not refer back to it")
        }
    }

    mutating func tooDeep(_ name: String) {
        add(.error, .nestingTooDeep, "variables nest deeper than \(MessageLimits.maximumNestingDepth) levels at '\(name)'",
            hint: "flatten the variables")
    }

    // MARK: Variables

    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
        if let argument = variable.argumentName {
            // A MessageFormat choice: its categories against the language's rules, at each occurrence.
            choicePath.append(argument)
            checkMessageFormatChoice(variable)
            numberKinds.append(.decimal)
            valueClasses.append(nil)
            enterPath(innerPath)
            return true
        }
        // A variable used at one position is checked once (forms that repeat it would multiply work).
        guard visited.insert("\(variable.name)@\(position)").inserted else { return false }
        let place = "variable '\(variable.name)'"
        if variable.isGender {
            enterPath(variablePath(variable.name))
            checkGenderVariable(variable, position: position, place: place)
            numberKinds.append(.integer)
            valueClasses.append(nil)
            return true
        }
        guard variable.isPlural else {
            enterPath(variablePath(variable.name))
            add(.error, .unsupportedRuleType, "\(place) has rule type '\(variable.kind?.description ?? "")'",
                hint: "use NSStringPluralRuleType (gender and other rule types are not rendered)")
            exitPath()
            return false
        }
        enterPath(variablePath(variable.name))
        let valueClass = checkPluralVariable(variable, position: position, place: place)
        let numbers = numberKind(ofArgument: position, valueType: ArgumentUses.valueSpecifier(of: variable), forms: variable.forms, firstUnpositioned: position)
        // What the text that refers to the variable says around it: the word before it, and whether it prints the number.
        let referring = lastReference?.name == variable.name ? lastReference : nil
        let printed = variable.forms.values.contains(where: Self.printsNumber)
            || referring?.text.conversions(from: .top).contains { $0.position == position } == true
        checkCategories(Set(variable.forms.keys), place: place, numbers: numbers, variable: variable.name, texts: variable.forms,
                        numberShown: printed, governingWord: referring.flatMap { SharedPluralForms.governingWord(before: $0.before, language: message.language) })
        numberKinds.append(numbers)
        valueClasses.append(valueClass)
        return true
    }

    mutating func exitVariable(_ variable: MessageVariable, position: Int) {
        if variable.argumentName != nil { choicePath.removeLast() }
        numberKinds.removeLast()
        valueClasses.removeLast()
        exitPath()
    }

    mutating func form(_ form: MessageWalk.Form, of variable: MessageVariable, text: MessageText, position: Int, entering: Bool) {
        guard entering else {
            places.removeLast()
            if case .plural = form, variable.argumentName == nil { exitPath() }
            if variable.argumentName != nil { choicePath.removeLast() }
            return
        }
        if variable.argumentName != nil { choicePath.append(form.description) }
        let place = "variable '\(variable.name)'"
        guard case let .plural(pluralForm) = form, variable.argumentName == nil else {
            places.append(("\(place) form", "\(place) form"))
            return
        }
        let formPlace = "\(place) form '\(pluralForm)'"
        places.append((formPlace, place))
        enterPath(variablePath(variable.name, form: pluralForm))
        if case let .category(category) = pluralForm, category == .one || category == .zero {
            let other = variable.forms[.category(.other)].map(Self.printsNumber) ?? false
            checkFixedForm(category, text: text, ownNumber: Self.printsOwnNumber(text, cursor: .forms(of: position), argument: position),
                           printsNumber: Self.printsNumber(text), otherPrintsNumber: other, forms: Set(variable.forms.keys),
                           place: formPlace, numbers: numberKinds.last ?? .integer)
        }
        // Conversions of the variable's own argument must match its value type.
        guard let valueClass = valueClasses.last ?? nil, case .success = text.parsed else { return }
        let bytes = Array(text.source.utf8)
        for (specifier, target, offset) in text.conversions(from: .forms(of: position)) {
            // A slip (`% af` read as `% a`) is reported as such.
            if Self.spacedWord(in: bytes, at: offset) != nil || Self.brokenReference(in: bytes, at: offset) != nil { continue }
            if target == position, MessageSignature.ArgumentType(specifier.kind) != valueClass, mismatchedPositions.insert(position).inserted {
                add(.error, .valueTypeMismatch, "\(place) formats its own argument (\(position)) with \(specifier) in its forms, but the value type is '\(variable.valueType ?? "")'",
                    hint: "use a conversion of the value type's kind, or fix NSStringFormatValueTypeKey")
            }
        }
    }

    /// Records a use of an argument; a use of another type than before is a type mismatch.
    private mutating func use(_ position: Int, _ type: MessageSignature.ArgumentType, place: String, allowNumeric: Bool = false) {
        guard let previous = uses.use(position, type, allowNumeric: allowNumeric), mismatchedPositions.insert(position).inserted else { return }
        add(.error, .valueTypeMismatch, "argument \(position) is used as \(previous.rawValue) and as \(type.rawValue) (\(place))",
            hint: "one argument has one type: make the conversions and NSStringFormatValueTypeKey agree")
    }

    /// A plural variable's rule type and value type, and its use of its argument; the value
    /// type's class when it is a number.
    private mutating func checkPluralVariable(_ variable: MessageVariable, position: Int, place: String) -> MessageSignature.ArgumentType? {
        if variable.kind == nil, !variable.isSubstitution {
            add(.warning, .missingRuleType, "\(place) has no NSStringFormatSpecTypeKey",
                hint: "add NSStringFormatSpecTypeKey = NSStringPluralRuleType")
        }
        let valueSpecifier = ArgumentUses.valueSpecifier(of: variable)
        var valueClass: MessageSignature.ArgumentType?
        if let valueType = variable.valueType {
            if let valueSpecifier, valueSpecifier.kind.isNumeric {
                valueClass = MessageSignature.ArgumentType(valueSpecifier.kind)
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
        // The argument the variable selects on: the same use the signature records.
        if let use = ArgumentUses.use(by: variable) { self.use(position, use.type, place: place, allowNumeric: use.allowNumeric) }
        for key in variable.unknownKeys {
            add(.warning, .unknownFormKey, "\(place) has key '\(key)', which is neither a plural category nor a setting",
                hint: "plural keys are zero, one, two, few, many, other (or exact values such as =0)")
        }
        return valueClass
    }

    /// A gender variable (`NSStringGenderRuleType`): an `other` form, known form names, and an
    /// argument that can name a gender (an integer 0, 1, 2 or a string).
    private mutating func checkGenderVariable(_ variable: MessageVariable, position: Int, place: String) {
        if variable.genderForms[.other] == nil {
            add(.error, .missingOther, "gender \(place) has no 'other' form",
                hint: "add 'other': every gender without a form of its own, and unknown ones, fall back to it")
        }
        for key in variable.unknownKeys {
            add(.warning, .unknownFormKey, "gender \(place) has key '\(key)', which is not a gender form",
                hint: "gender forms are male, female, neuter and other; '\(key)' is never chosen")
        }
        if let valueType = variable.valueType {
            switch ArgumentUses.valueSpecifier(of: variable)?.kind {
            case .signedInteger?, .unsignedInteger?, .object?: break
            default:
                add(.error, .invalidValueType, "gender \(place) has value type '\(valueType)', which cannot name a gender",
                    hint: "use d (0 male, 1 female, 2 neuter) or @ (a form's name)")
            }
        }
        if let use = ArgumentUses.use(by: variable) { self.use(position, use.type, place: place, allowNumeric: use.allowNumeric) }
    }

    /// The kind of numbers an argument takes: from the value type, else what callers pass, else
    /// the conversions of that argument in the forms (read from `firstUnpositioned`, as
    /// ``ArgumentCursor`` reads them); integers when nothing says.
    func numberKind(ofArgument position: Int, valueType: FormatSpecifier?, forms: [PluralMessageForm: MessageText], firstUnpositioned: Int) -> CategoryReach.NumberKind {
        if let valueType { return Self.numberKind(of: valueType) }
        switch context.callerArguments[position] {
        case .integer?: return .integer
        case .floatingPoint?: return .decimal
        default: break
        }
        let cursor = ArgumentCursor.forms(of: firstUnpositioned)
        let decimal = forms.values.contains { text in
            text.conversions(from: cursor).contains { $0.position == position && Self.numberKind(of: $0.specifier) == .decimal }
        }
        return decimal ? .decimal : .integer
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
    /// The number of Unicode scalars before a UTF-8 offset (``LintFinding/textOffset``'s count, as
    /// MessageFormat's parser and SARIF's `unicodeCodePoints` count).
    func scalarOffset(ofUTF8Offset offset: Int) -> Int {
        let clamped = min(max(0, offset), utf8.count)
        guard let index = utf8.index(utf8.startIndex, offsetBy: clamped, limitedBy: utf8.endIndex) else { return unicodeScalars.count }
        return self[..<index].unicodeScalars.count
    }
}
