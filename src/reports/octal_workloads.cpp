// `marienbad bench`'s workloads for octal games (docs/architecture.md, "Layers"): handout 004's row
// 0.777 to 2^16 values by the sparse-space method, and Kayles (0.77) and Dawson's Kayles (0.07)
// computed until the Octal Periodicity Theorem proves their periods.
#include "reports/octal_workloads.hpp"
#include "octal/octal_game.hpp"

namespace marienbad {
namespace {

OctalCode code_of(const char* text) {
    return *parse_octal_code(text).code;
}

void add_analysis(Signature& signature, const OctalAnalysis& analysis) {
    for (const int value : analysis.values) {
        signature.add(static_cast<std::uint64_t>(value));
    }
    signature.add(static_cast<std::uint64_t>(analysis.preperiod.value_or(-1) + 1));
    signature.add(static_cast<std::uint64_t>(analysis.period.value_or(-1) + 1));
}

long long row_values(Signature& signature) {
    const OctalAnalysis analysis = analyse_octal_game(code_of("0.777"), 1 << 16);
    add_analysis(signature, analysis);
    return std::ssize(analysis.values);
}

long long until_periodic(Signature& signature) {
    long long values = 0;
    for (const char* code : {"0.77", "0.07"}) {
        const OctalAnalysis analysis = analyse_octal_game_until_periodic(code_of(code), 1 << 20);
        add_analysis(signature, analysis);
        values += std::ssize(analysis.values);
    }
    return values;
}

}  // namespace

std::vector<Workload> octal_workloads() {
    return {
        {"octal.0.777.65536", row_values},
        {"octal.until_periodic", until_periodic},
    };
}

}  // namespace marienbad
