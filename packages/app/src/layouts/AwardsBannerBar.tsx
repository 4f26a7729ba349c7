import { observer } from 'mobx-react-lite';
import { AwardsBanner } from '@atlas/ui/AwardsBanner';
import { useStores } from '../shared/stores/StoresContext';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import { awardsBannerCookie, currentAwardsBanner } from '../shared/shell/awards';
import { fill, useShellText } from '../shared/shell/text';

/**
 * The current awards edition's strip above the header. Closing it sets a one-year cookie named
 * per edition and phase; the server reads it and leaves the banner out of the page.
 */
export const AwardsBannerBar = observer(function AwardsBannerBar({
  now = Date.now,
}: {
  now?: () => number;
}) {
  const { config, ui } = useStores();
  const text = useShellText();
  const banner = currentAwardsBanner(config, now());
  if (ui.isAwardsBannerClosed(banner.cookieName)) return null;
  const [message, linkText] =
    banner.linkPhase === 'voting'
      ? [text.awardsVoting, text.awardsVoteLink]
      : banner.linkPhase === 'nominees'
        ? [text.awardsNominees, text.awardsNomineesLink]
        : [text.awardsWinners, text.awardsWinnersLink];
  return (
    <AwardsBanner
      message={fill(message, { brand: config.brandName, edition: banner.edition })}
      linkText={linkText}
      label={text.awards}
      closeLabel={text.closeAwardsBanner}
      href={banner.href}
      LinkComponent={AtlasRouterLink}
      onClose={() => {
        document.cookie = awardsBannerCookie(
          banner.cookieName,
          window.location.protocol === 'https:',
        );
        ui.closeAwardsBanner(banner.cookieName);
      }}
    />
  );
});
