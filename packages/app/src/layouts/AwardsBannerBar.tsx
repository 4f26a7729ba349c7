import { observer } from 'mobx-react-lite';
import { AwardsBanner, awardsBannerLinkTexts } from '@atlas/ui/AwardsBanner';
import { useStores } from '../shared/stores/StoresContext';
import { AtlasRouterLink } from '../shared/AtlasRouterLink';
import { awardsBannerCookie, currentAwardsBanner } from '../shared/shell/awards';

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
  const banner = currentAwardsBanner(config, now());
  if (ui.isAwardsBannerClosed(banner.cookieName)) return null;
  const message =
    banner.linkPhase === 'voting'
      ? `Voting for the ${config.brandName} Awards ${banner.edition} is open.`
      : banner.linkPhase === 'nominees'
        ? `The ${config.brandName} Awards ${banner.edition} nominees are in.`
        : `The ${config.brandName} Awards ${banner.edition} winners are announced.`;
  return (
    <AwardsBanner
      message={message}
      linkText={awardsBannerLinkTexts[banner.linkPhase]}
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
