import PluralLocalization

extension MessageOrigin.Kind {
    /// Whether a whole-string plural variation of the format selects as Android's
    /// `getQuantityString(id, quantity, …)` does: by the CLDR category of an integer quantity (an
    /// `int`), with no zero policy (`zero` is the category, which few languages have), no exact
    /// forms and no digits shown; an item missing for the category falls back to `other`.
    /// The renderer, lint and the preview ask this, not the kind; the format says it
    /// (``FileFormat/pluralsSelectByIntegerQuantity``).
    var selectsIntegerQuantity: Bool { FileFormats.standard.format(reading: self)?.pluralsSelectByIntegerQuantity ?? false }

    /// Whether a whole-string plural variation of the format selects as i18next's `t(key, {count})`
    /// does (``FileFormat/pluralsSelectAsI18next``).
    var selectsAsI18next: Bool { FileFormats.standard.format(reading: self)?.pluralsSelectAsI18next ?? false }

    /// The syntax the format of the kind parses its texts to (``FileFormat/syntax``); `nil` for a
    /// kind no standard format reads.
    var syntax: MessageText.Syntax? { FileFormats.standard.format(reading: self)?.syntax }

    /// MessageFormat 1 and 2: a number is a value (1.0 is 1, with no fraction shown), exact keys
    /// are the author's choice of numbers, and selection follows CLDR without a zero policy.
    var isMessageFormat: Bool { syntax?.isMessageFormat1 == true || syntax == .messageFormat2 }
}

extension LocalizedMessage {
    /// The zero policy the message's syntax fixes, whatever the caller's: ICU MessageFormat has none
    /// (``PluralSelectionPolicy/cldr``), Flutter's plurals select as Dart's `Intl.pluralLogic`
    /// (`PluralSelectionPolicy.intl`); `nil` where the caller's policy applies (Apple's formats).
    var syntaxPolicy: PluralSelectionPolicy? {
        if case let .text(text) = body, text.syntax == .flutterMessageFormat { return .intl }
        return origin.kind.isMessageFormat ? .cldr : nil
    }
}
