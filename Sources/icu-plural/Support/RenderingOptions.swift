import ArgumentParser
import Foundation
import PluralLocalization
import PluralMessages

/// How `render` renders: the zero policy, the selection mode and the variations, as ``RenderOptions`` takes them.
struct RenderingOptions: ParsableArguments {
    @Option(name: .long, help: "The device for device variations: iphone, ipad, mac, applewatch, appletv, applevision (default: other).")
    var device: String?

    @Option(name: .long, help: "The presentation width for NSStringVariableWidthRuleType (default: the widest).")
    var width: Int?

    @Option(name: .long, help: "Zero forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "Where a conversion shows digits of its own (%.1f): shown-digits (the digits shown select, the default) apple (the value selects, as Apple's Foundation does), or cldr (as shown-digits, and a PO file's plural forms chosen by the count's CLDR category instead of the file's Plural-Forms formula).")
    var selection: PluralSelectionMode = .shownDigits

    /// The library's options with these settings.
    func options(formattingLocale: Locale?, evaluator: any MessageEvaluator) -> RenderOptions {
        RenderOptions(zeroPolicy: zeroPolicy, selectionMode: selection, formattingLocale: formattingLocale, evaluator: evaluator,
                      device: device, width: width)
    }
}

extension PluralSelectionPolicy: ExpressibleByArgument {}
extension PluralSelectionMode: ExpressibleByArgument {}
