// The page's address read: the seed exactly, the pace within its bounds.
#include "web/web_address.hpp"

#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

AddressValues read_address(const std::string& seed, const std::string& pace) {
    AddressValues values;
    const auto pass_over = [&](const UsageError& error) {
        values.problems += (values.problems.empty() ? "" : " ") +
                           trf("The address asks what cannot be: {0}.", error.what());
    };
    if (!seed.empty()) {
        try {
            values.seed = parse_seed("seed", seed);
        } catch (const UsageError& error) {
            pass_over(error);
        }
    }
    if (!pace.empty()) {
        try {
            values.pace =
                std::chrono::milliseconds(parse_int_value("pace", pace, 0, k_web_max_pace_ms));
        } catch (const UsageError& error) {
            pass_over(error);
        }
    }
    return values;
}

}  // namespace marienbad
