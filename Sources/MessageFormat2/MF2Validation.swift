/// The spec's data model errors ("MessageFormat 2.0 Errors", Data Model Errors), checked once after
/// parsing: a message that fails them is not valid and is never formatted. Each error has the
/// offset of what it names, from the parser's ``MF2SourcePositions``.
struct MF2Validation {
    let positions: MF2SourcePositions
    /// The options checked so far, in source order: the next one's index in `positions.options`.
    private var optionsSeen = 0

    init(positions: MF2SourcePositions) {
        self.positions = positions
    }

    static func check(declarations: [MF2Message.Declaration], body: MF2Message.Body, positions: MF2SourcePositions) throws(MF2Error) {
        var validation = MF2Validation(positions: positions)
        try validation.check(declarations: declarations, body: body)
    }

    private mutating func check(declarations: [MF2Message.Declaration], body: MF2Message.Body) throws(MF2Error) {
        try checkDeclarations(declarations)
        for declaration in declarations {
            try checkOptions(declaration.expression.function?.options ?? [])
        }
        switch body {
        case let .pattern(pattern):
            try checkOptions(in: pattern)
        case let .select(selectors, variants):
            for variant in variants { try checkOptions(in: variant.pattern) }
            try checkVariants(variants, selectorCount: selectors.count)
            for (position, selector) in selectors.enumerated() where !Self.isAnnotated(selector, declarations) {
                throw MF2Error(.missingSelectorAnnotation, "the selector $\(selector) has no function, nor a declaration with one",
                               offset: place(position, in: positions.selectors))
            }
        }
    }

    /// The offset at `index` of one of the position lists, if the parser recorded it.
    private func place(_ index: Int, in offsets: [Int]) -> Int? {
        offsets.indices.contains(index) ? offsets[index] : nil
    }

    /// A variable is declared once, and never after a declaration used it (an input variable is
    /// declared implicitly where it is first used).
    private func checkDeclarations(_ declarations: [MF2Message.Declaration]) throws(MF2Error) {
        var seen = Set<String>()
        for (position, declaration) in declarations.enumerated() {
            let expression = declaration.expression
            var used = (expression.function?.options ?? []).compactMap { option -> String? in
                if case let .variable(name) = option.value { return name }
                return nil
            }
            if case let .local(_, expression) = declaration, case let .variable(name)? = expression.operand {
                used.append(name)
            }
            if seen.contains(declaration.name) || used.contains(declaration.name) {
                throw MF2Error(.duplicateDeclaration, "$\(declaration.name) is declared twice, or after its use",
                               offset: place(position, in: positions.declarations))
            }
            seen.insert(declaration.name)
            seen.formUnion(used)
        }
    }

    private mutating func checkOptions(in pattern: MF2Message.Pattern) throws(MF2Error) {
        for element in pattern {
            switch element {
            case .text: break
            case let .expression(expression): try checkOptions(expression.function?.options ?? [])
            case let .markup(markup): try checkOptions(markup.options)
            }
        }
    }

    private mutating func checkOptions(_ options: [MF2Message.Option]) throws(MF2Error) {
        var names = Set<String>()
        for option in options {
            defer { optionsSeen += 1 }
            guard names.insert(option.name).inserted else {
                throw MF2Error(.duplicateOptionName, "the option '\(option.name)' is given twice", offset: place(optionsSeen, in: positions.options))
            }
        }
    }

    private func checkVariants(_ variants: [MF2Message.Variant], selectorCount: Int) throws(MF2Error) {
        var seen = Set<[MF2Message.Key]>()
        var hasFallback = false
        for (position, variant) in variants.enumerated() {
            guard variant.keys.count == selectorCount else {
                throw MF2Error(.variantKeyMismatch, "a variant has \(variant.keys.count) keys for \(selectorCount) selectors",
                               offset: place(position, in: positions.variants))
            }
            // Swift compares strings by canonical equivalence: keys equal after NFC are equal here.
            guard seen.insert(variant.keys).inserted else {
                throw MF2Error(.duplicateVariant, "two variants have the keys \(variant.keys.map(\.sourceText).joined(separator: " "))",
                               offset: place(position, in: positions.variants))
            }
            if variant.keys.allSatisfy({ $0 == .catchAll }) { hasFallback = true }
        }
        guard hasFallback else { throw MF2Error(.missingFallbackVariant, "no variant has only '*' keys", offset: positions.match) }
    }

    /// Whether a selector's declaration, or one it refers to through `.local $a = {$b}`, has a function.
    private static func isAnnotated(_ name: String, _ declarations: [MF2Message.Declaration]) -> Bool {
        var name = name
        var end = declarations.endIndex
        while let position = declarations[..<end].lastIndex(where: { $0.name == name }) {
            let expression = declarations[position].expression
            if expression.function != nil { return true }
            guard case let .local(_, local) = declarations[position], case let .variable(next)? = local.operand else { return false }
            name = next
            end = position
        }
        return false
    }
}

extension MF2Message.Key {
    /// The key as written: `*`, or a literal quoted when it must be.
    var sourceText: String {
        switch self {
        case .catchAll: "*"
        case let .literal(value): MF2Message.literalSource(value)
        }
    }
}

extension MF2Message {
    /// A literal as the syntax writes it: unquoted when it is a valid unquoted literal, else `|…|`
    /// with `\` and `|` escaped (the form of a fallback value's source).
    static func literalSource(_ value: String, alwaysQuoted: Bool = false) -> String {
        if !alwaysQuoted, !value.isEmpty, value.unicodeScalars.allSatisfy(MF2Parser.isNameChar) { return value }
        var quoted = "|"
        for scalar in value.unicodeScalars {
            if scalar == "\\" || scalar == "|" { quoted += "\\" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "|"
    }
}
