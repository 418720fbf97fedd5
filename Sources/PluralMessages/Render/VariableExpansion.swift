import Foundation
import PluralCore
import PluralLocalization

/// Expanding a `%#@variable@` or MessageFormat choice: the variable's argument chooses one of its forms, which is rendered in its place.
extension RenderRun {
    /// Expands a variable reference; `referenced` is the argument the reference names.
    mutating func expand(_ name: String, referenced: Int, scope: [String: MessageVariable], place: RenderPlace, offset: Int) throws(MessageError) {
        try step(place)
        guard let variable = Self.variable(name, in: scope) else { throw failure(.unknownVariable(name), place, offset: offset) }
        if let cycleStart = stack.firstIndex(of: name) {
            throw failure(.variableCycle(Array(stack[cycleStart...]) + [name]), place, offset: offset)
        }
        guard stack.count < MessageLimits.maximumNestingDepth else {
            throw failure(.nestingTooDeep(limit: MessageLimits.maximumNestingDepth), place, offset: offset)
        }
        let variablePlace = RenderPlace.variable(name)
        let position = ArgumentCursor.selected(by: variable, referenced: referenced)
        if variable.argumentName != nil || variable.isSelect {
            return try expandMessageFormat(variable, position: position, scope: scope, place: variablePlace)
        }
        if variable.isGender {
            return try expandGender(variable, position: position, scope: scope, place: variablePlace)
        }
        guard variable.isPlural else {
            throw failure(.unsupportedRuleType(variable: name, ruleType: variable.kind?.description ?? ""), variablePlace)
        }
        let specifier = variable.valueSpecifier
        if let valueType = variable.valueType, specifier == nil || specifier?.kind == .string {
            throw failure(.invalidValueType(variable: name, valueType: valueType), variablePlace)
        }
        func form(_ selection: PluralFormSelection) -> MessageText? {
            if case let .category(category) = selection.form { variable.categoryForms[category.order] } else { variable.forms[selection.form] }
        }
        // The value type's conversion shows the number first (`.1f`); a form that shows it with
        // other digits (`%.1f` in the form, `d` as the value type) selects again on them.
        let selected = try selectOnShownDigits(argument: position, specifier: specifier, firstUnpositioned: position, forms: variable.formSet,
                                               variable: variable, place: variablePlace, text: form)
        if let missing = selected.missing { diagnose(variablePlace, argument: selected.argument, shown: selected.shown, .missingForm(missing)) }
        guard let chosen = form(selected.selection) else {
            throw failure(.noOtherForm(variable: name, selected: selected.selection.category), variablePlace)
        }
        // Only forms that refer to variables can nest or loop: the others need no bookkeeping.
        let nests = chosen.hasVariables
        if nests { stack.append(name) }
        var inner = ArgumentCursor.forms(of: position)
        try render(chosen, scope: scope, place: .form(variable: name, selected.selection.form), cursor: &inner, own: (position, specifier))
        if nests { stack.removeLast() }
    }

    /// The variable of a name: compared one by one in a scope of a few (most messages have one or
    /// two), which costs less than hashing the name.
    static func variable(_ name: String, in scope: [String: MessageVariable]) -> MessageVariable? {
        guard scope.count <= 4 else { return scope[name] }
        for (key, variable) in scope where key == name { return variable }
        return nil
    }

    /// Renders the form of a gender variable that its argument names: 0, 1, 2 (male, female,
    /// neuter) or a form's name; a gender without a form falls back to `other`.
    mutating func expandGender(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], place: RenderPlace) throws(MessageError) {
        let argument = try argument(position, place, offset: nil)
        let gender: GrammaticalGender?
        switch argument {
        case let .integer(value): gender = GrammaticalGender(number: value)
        case let .decimal(value): gender = value.fractionDigits.isEmpty ? Int(value.plainText).flatMap(GrammaticalGender.init(number:)) : nil
        case let .string(name): gender = GrammaticalGender(name: name)
        case .floatingPoint: gender = nil
        }
        guard let gender else {
            throw failure(.invalidArgumentValue(position: position, "\(argument) names no gender: pass 0 (male), 1 (female), 2 (neuter) or a form's name"), place)
        }
        let form = variable.genderForms[gender] != nil ? gender : .other
        if form != gender { diagnose(place, argument: argument, .missingGenderForm(gender)) }
        guard let chosen = variable.genderForms[form] else {
            throw failure(.noOtherGenderForm(variable: variable.name, selected: gender), place)
        }
        let nests = chosen.hasVariables
        if nests { stack.append(variable.name) }
        var inner = ArgumentCursor.forms(of: position)
        try render(chosen, scope: scope, place: .genderForm(variable: variable.name, form), cursor: &inner, own: (position, variable.valueSpecifier))
        if nests { stack.removeLast() }
    }

    /// A MessageFormat argument's text: a string as is, a number in the style (the default decimal
    /// format for `{name}`).
    func messageFormatText(_ value: MessageArgument, style: MessageFormatNumberStyle?, position: Int, place: RenderPlace, offset: Int?) throws(MessageError) -> String {
        if case let .string(text) = value {
            guard style == nil else {
                throw failure(.wrongArgumentType(position: position, expected: "a number for '{\(argumentNames[position - 1]), \(style!)}'", actual: value.kindName), place, offset: offset)
            }
            return text
        }
        guard let number = ExactDecimal(value) else {
            throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place, offset: offset)
        }
        guard number.integer.count <= ExactDecimal.maximumIntegerDigits else {
            throw failure(.invalidArgumentValue(position: position, "\(value) has more than \(ExactDecimal.maximumIntegerDigits) digits"), place, offset: offset)
        }
        // Flutter shows a number without a format as Dart's toString: "1000", "1.5", "1.0".
        if isFlutter, style == nil { return DartNumber.text(of: value) }
        return MessageFormatNumberFormatter(symbols: formatter.symbols).format(number, style: style ?? .decimal).shown
    }

    /// The first exact form (`=N`, in form order) whose value is `number`'s.
    static func exactForm(equalTo number: ExactDecimal, in variable: MessageVariable) -> PluralMessageForm? {
        var found: PluralMessageForm?
        for form in variable.forms.keys {
            guard case let .exact(candidate) = form, found.map({ form < $0 }) ?? true, ExactDecimal(candidate).hasSameValue(as: number) else { continue }
            found = form
        }
        return found
    }

    /// The form of a Flutter plural for a value, as Dart's `Intl.pluralLogic` chooses it
    /// (`PluralSelectionPolicy.intl`): Dart's numbers are values (1.0 is 1), and gen-l10n passes no
    /// precision, so `zero`, `one`, `two` (`=0`, `=1`, `=2` as read) serve exactly 0, 1, 2 first.
    mutating func flutterForm(of variable: MessageVariable, value: MessageArgument, position: Int, place: RenderPlace) throws(MessageError) -> (MessageText, RenderPlace) {
        let decimal: PluralDecimal
        switch value {
        case let .integer(integer): decimal = PluralDecimal(integer)
        case let .decimal(number): decimal = number
        case let .floatingPoint(number):
            guard let number = PluralDecimal(number) else { throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place) }
            decimal = number
        case .string:
            throw failure(.wrongArgumentType(position: position, expected: "a number to select a plural form", actual: value.kindName), place)
        }
        let selection: PluralFormSelection
        do {
            selection = try PluralFormSelector(policy: .intl).select(decimal, rules: try settings.rules(for: language), forms: variable.formSet)
        } catch PluralFormSelectionError.noOtherForm(let selected) {
            throw failure(.noOtherForm(variable: variable.name, selected: selected), place)
        } catch {
            throw failure(.pluralRules("\(error)"), place)
        }
        if case let .fallbackToOther(missing) = selection.reason { diagnose(place, argument: value, .missingForm(missing)) }
        guard let form = variable.forms[selection.form] else { throw failure(.noOtherForm(variable: variable.name, selected: selection.category), place) }
        return (form, .form(variable: variable.name, selection.form))
    }

    /// Renders a MessageFormat `plural`, `selectordinal` or `select` as ICU's MessageFormat does:
    /// `=N` against the value, the category of the value less the offset as the default decimal
    /// format shows it (1.0004 shows "1": `one`), `#` that number; a select by the string (or a
    /// number's text); `other` when nothing else matches.
    mutating func expandMessageFormat(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], place: RenderPlace) throws(MessageError) {
        let value = try argument(position, place, offset: nil)
        let chosen: MessageText
        let formPlace: RenderPlace
        var shownNumber: String?
        if variable.isSelect || variable.isGender {
            var keyword = value.description
            if variable.isGender, case let .integer(number) = value, let gender = GrammaticalGender(number: number) { keyword = gender.rawValue }
            if let form = variable.keywordForms[keyword] {
                chosen = form
                formPlace = .keywordForm(variable: variable.name, keyword)
            } else if let other = variable.keywordForms["other"] {
                chosen = other
                formPlace = .keywordForm(variable: variable.name, "other")
            } else {
                throw failure(.noOtherKeywordForm(variable: variable.name, selected: keyword), place)
            }
        } else if isFlutter, !variable.isOrdinal {
            (chosen, formPlace) = try flutterForm(of: variable, value: value, position: position, place: place)
        } else {
            // The number the rules select on and `#` shows: the value less the offset as the default
            // decimal format shows it. An integer without an offset shows itself: no decimal to build.
            var integerValue: Int?
            var plainText = ""
            var exact: PluralMessageForm?
            if case let .integer(integer) = value, variable.offset == 0 {
                shownNumber = MessageFormatNumberFormatter(symbols: formatter.symbols).formatDecimal(integer)
                if variable.hasExactForms { exact = Self.exactForm(equalTo: ExactDecimal(integer), in: variable) }
                integerValue = integer
            } else {
                guard let number = ExactDecimal(value) else {
                    if case .string = value {
                        throw failure(.wrongArgumentType(position: position, expected: "a number to select a plural form", actual: value.kindName), place)
                    }
                    throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place)
                }
                guard number.integer.count <= ExactDecimal.maximumIntegerDigits, let shifted = number.subtracting(variable.offset) else {
                    throw failure(.invalidArgumentValue(position: position, "\(value) is beyond the numbers a plural selects on"), place)
                }
                let shown = MessageFormatNumberFormatter(symbols: formatter.symbols).format(shifted, style: .decimal)
                shownNumber = shown.shown
                if variable.hasExactForms { exact = Self.exactForm(equalTo: number, in: variable) }
                plainText = shown.plain.plainText
            }
            if let exact, let form = variable.forms[exact] {
                chosen = form
                formPlace = .form(variable: variable.name, exact)
            } else {
                let category: PluralCategory
                var selected: PluralDecimal?
                do {
                    let rules = variable.isOrdinal ? try settings.ordinalRules(for: language) : try settings.rules(for: language)
                    if let integerValue {
                        category = rules.category(for: integerValue)
                    } else {
                        let decimal = try PluralDecimal(parsing: plainText)
                        selected = decimal
                        category = try rules.category(for: decimal)
                    }
                } catch {
                    throw failure(.pluralRules("\(error)"), place)
                }
                if let form = variable.forms[.category(category)] {
                    chosen = form
                    formPlace = .form(variable: variable.name, .category(category))
                } else if let other = variable.forms[.category(.other)] {
                    diagnose(place, argument: value, shown: selected ?? integerValue.map { PluralDecimal($0) }, .missingForm(category))
                    chosen = other
                    formPlace = .form(variable: variable.name, .category(.other))
                } else {
                    throw failure(.noOtherForm(variable: variable.name, selected: category), place)
                }
            }
        }
        let nests = chosen.hasVariables
        if nests { stack.append(variable.name) }
        let outer = pluralNumber
        if let shownNumber { pluralNumber = shownNumber }
        var inner = ArgumentCursor.forms(of: position)
        try render(chosen, scope: scope, place: formPlace, cursor: &inner, own: nil)
        pluralNumber = outer
        if nests { stack.removeLast() }
    }

}
