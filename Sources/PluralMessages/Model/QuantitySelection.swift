extension MessageOrigin.Kind {
    /// Whether a whole-string plural variation of the format selects as Android's
    /// `getQuantityString(id, quantity, …)` does: by the CLDR category of an integer quantity (an
    /// `int`), with no zero policy (`zero` is the category, which few languages have), no exact
    /// forms and no digits shown; an item missing for the category falls back to `other`.
    /// The renderer, lint and the preview ask this, not the kind.
    var selectsIntegerQuantity: Bool { self == .android }
}
