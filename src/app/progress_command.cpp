// The progress command and the session's progress keeper.
#include "app/progress_command.hpp"

#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "records/progress_file.hpp"

namespace marienbad {

std::string progress_report(const ParameterValues& values, const ReportContext&) {
    const std::optional<std::string> path = progress_file_path();
    Progress progress;
    try {
        progress = read_progress_file(path);
    } catch (const ProgressError& error) {
        throw UsageError(trf("progress: {0}", error.what()));
    }
    if (values.flag("--json")) {
        return progress.to_json();
    }
    const std::string where = path ? trf("Your progress, kept in {0}:", *path)
                                   : std::string(tr("Your progress (HOME is not set: none is "
                                                    "kept):"));
    return where + "\n\n" + progress_table(progress);
}

std::shared_ptr<ProgressKeeper> session_progress() {
    std::string warning;
    auto keeper = progress_keeper_for(progress_file_path(), warning);
    keeper->set_warning(std::move(warning));
    return keeper;
}

}  // namespace marienbad
