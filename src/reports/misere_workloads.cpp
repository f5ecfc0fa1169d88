// `marienbad bench`'s workloads for misère quotients (misere_quotient_engine.hpp), each computed
// from scratch: handout 004's row 0.777 to heap 300, Kayles (0.77) to heap 120 and Dawson's Kayles
// (0.07) to heap 30, the workloads compared with the Java MisereSolver (docs/measurements.md).
#include "octal/misere_quotient.hpp"
#include "reports/octal_workloads.hpp"

namespace marienbad {
namespace {

// Computes the quotient of `code` to `heaps` and signs its order, losing elements and heap
// elements; one item per heap.
long long quotient_to(const char* code, int heaps, Signature& signature) {
    const std::optional<MisereQuotient> quotient =
        compute_misere_quotient(*parse_octal_code(code).code, heaps);
    if (!quotient) {
        signature.add(0);
        return heaps + 1;
    }
    signature.add(static_cast<std::uint64_t>(quotient->order()));
    for (const int element : quotient->losing_elements()) {
        signature.add(static_cast<std::uint64_t>(element));
    }
    for (int heap = 0; heap <= heaps; ++heap) {
        signature.add(static_cast<std::uint64_t>(quotient->heap_element(heap)));
    }
    return heaps + 1;
}

}  // namespace

std::vector<Workload> misere_workloads() {
    return {
        {"misere.0.777.300",
         [](Signature& signature) { return quotient_to("0.777", 300, signature); }},
        {"misere.0.77.120",
         [](Signature& signature) { return quotient_to("0.77", 120, signature); }},
        {"misere.0.07.30", [](Signature& signature) { return quotient_to("0.07", 30, signature); }},
    };
}

}  // namespace marienbad
