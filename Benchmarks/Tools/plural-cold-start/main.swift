// The first plural answer in a fresh process, timed from the start of `main`: run it many times
// (Scripts/cold-start.sh) and take the median. It links the pure-Swift engine only, as a program
// that depends on CLDRPlural alone does. Usage: plural-cold-start [identifier|locale|ordinal]
#if canImport(Glibc)
import Glibc
#endif
import CLDRPlural
import PluralCore
import FoundationEssentials

@inline(never)
func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

let start = nanoseconds()
let mode = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "identifier"
let category: PluralCategory
switch mode {
case "locale":
    category = try CLDRPluralRules.shared(for: Locale(identifier: "ru_RU").identifier).category(for: 5)
case "ordinal":
    category = try CLDRPluralRules.shared(for: "en", type: .ordinal).category(for: 22)
default:
    category = try CLDRPluralRules.shared(for: "ru").category(for: 5)
}
let end = nanoseconds()
print(end - start, category)
