// The progress a front end shows.
#include "play/progress_view.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

std::string flow_progress_text(const GameFlow& flow) {
    const ProgressKeeper* keeper = flow.progress();
    if (keeper == nullptr) {
        return tr("Your progress is not kept here.") + std::string("\n");
    }
    return tr("Your progress:") + std::string("\n\n") + progress_table(keeper->progress());
}

}  // namespace marienbad
