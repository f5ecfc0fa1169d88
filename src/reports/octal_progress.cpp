// The stages of the octal computations in words.
#include "reports/octal_progress.hpp"

#include "i18n/i18n.hpp"
#include "octal/octal_stages.hpp"

namespace marienbad {

std::string octal_progress_words(const ComputeProgress& progress) {
    switch (static_cast<OctalStage>(progress.stage)) {
        case OctalStage::grundy_values:
            return trf("the Grundy value of heap {0} of {1}", progress.done,
                       progress.total > 0 ? progress.total - 1 : 0);
        case OctalStage::misere_quotient:
            return trf("the misère quotient at heap {0} of {1}", progress.done, progress.total);
        case OctalStage::misere_search:
            return trf("{0} sums searched of {1} at most", progress.done, progress.total);
        case OctalStage::winning_moves:
            return trf("the moves of heap {0} of the {1} heaps", progress.done, progress.total);
    }
    return trf("step {0}", progress.done);
}

}  // namespace marienbad
