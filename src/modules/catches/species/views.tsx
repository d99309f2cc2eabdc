// A species' photos with their author and licence, on its public page and in the admin's catalogue.
import type { Html } from '#jsx/jsx-runtime';
import { Photo } from '../../../web/components';
import type { SpeciesDetail } from './read';

export function SpeciesPhotos({ detail }: { detail: SpeciesDetail }): Html {
  return (
    <div class="photos">
      {detail.photos.map((p) => (
        <Photo
          url={p.url}
          alt={detail.common_name}
          width={p.width}
          height={p.height}
          caption={`${p.author ?? 'Unknown author'} · ${p.license ?? 'no licence given'}`}
        />
      ))}
    </div>
  );
}
